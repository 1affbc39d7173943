#!/usr/bin/env node
// Writes <build>/_headers, the file Netlify and Cloudflare Pages read, once `docusaurus build` has finished.
// It runs as a step after the build (npm run build), not in a plugin's postBuild: core runs every plugin's postBuild
// at the same time (Promise.all in buildLocale.js), and plugin-client-redirects writes pages with an inline script
// there, so a postBuild that hashes inline scripts could read a page before it exists.
//
// The rules themselves are built in headerRules.mjs.
//
// Usage: node scripts/headers.mjs [--dir build]
// Reads docusaurus.config.ts the way Docusaurus does (with the same environment variables), so the rules carry the
// deployed baseUrl and the policy allows the Algolia hosts when the site uses DocSearch.
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import {headersFile, inlineScriptHashes} from './headerRules.mjs';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const outDir = path.resolve(dirIndex === -1 ? 'build' : args[dirIndex + 1]);

/** The CSP source for every executable inline script in the built pages. */
async function inlineScriptHashesIn(dir) {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  const hashes = new Set();
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    for (const hash of inlineScriptHashes(await readFile(path.join(entry.parentPath, entry.name), 'utf8')))
      hashes.add(hash);
  }
  return [...hashes].sort();
}

const config = await loadFreshModule(path.resolve('docusaurus.config.ts'));
const siteConfig = config.default ?? config;
const baseUrl = siteConfig.baseUrl;
const algolia = siteConfig.themeConfig?.algolia;
const hashes = await inlineScriptHashesIn(outDir);
await writeFile(path.join(outDir, '_headers'), headersFile({baseUrl, hashes, algolia}));
console.log(
  `headers: ${path.relative(process.cwd(), path.join(outDir, '_headers'))} for ${baseUrl}, ${hashes.length} inline scripts${algolia ? ', Algolia DocSearch' : ''}`,
);
