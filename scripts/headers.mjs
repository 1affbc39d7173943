#!/usr/bin/env node
// Writes <build>/_headers, the file Netlify and Cloudflare Pages read, once `docusaurus build` has finished.
// It runs as a step after the build (npm run build), not in a plugin's postBuild: core runs every plugin's postBuild
// at the same time (Promise.all in buildLocale.js), and plugin-client-redirects writes pages with an inline script
// there, so a postBuild that hashes inline scripts could read a page before it exists.
//
// Usage: node scripts/headers.mjs [--dir build]
// Reads docusaurus.config.ts the way Docusaurus does (with the same environment variables), so the rules carry the
// deployed baseUrl and the policy allows the Algolia hosts when the site uses DocSearch.
import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import {parse} from 'parse5';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const outDir = path.resolve(dirIndex === -1 ? 'build' : args[dirIndex + 1]);

/** Per the HTML standard, a script with no type, a JavaScript MIME type or `module` runs; others are data blocks. */
const isExecutable = (type = '') =>
  type.trim() === '' ||
  type.trim().toLowerCase() === 'module' ||
  /^(text|application)\/(x-)?(java|ecma)script$/i.test(type.trim());

/** The script elements of a document parsed by parse5, which follows the HTML standard's parsing algorithm. */
function* scriptsIn(node) {
  if (node.tagName === 'script') yield node;
  for (const child of node.childNodes ?? []) yield* scriptsIn(child);
}

/** The CSP source for every executable inline script in the built pages. */
async function inlineScriptHashes(dir) {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  const hashes = new Set();
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const document = parse(await readFile(path.join(entry.parentPath, entry.name), 'utf8'));
    for (const script of scriptsIn(document)) {
      const attribute = (name) => script.attrs.find((attr) => attr.name === name)?.value;
      if (attribute('src') !== undefined || !isExecutable(attribute('type'))) continue;
      // The browser hashes the element's text as written (script content has no character references).
      const text = script.childNodes.map((node) => node.value ?? '').join('');
      hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The hosts DocSearch (@docsearch/react 3.9, algoliasearch lite) sends queries to: `<appId>-dsn.algolia.net`, then
 * `<appId>-1|2|3.algolianet.com` as fallbacks. CSP allows a wildcard only as a whole leftmost label, so they are listed.
 * With `insights: true`, DocSearch loads search-insights from jsDelivr and it posts events to insights.algolia.io.
 */
function algoliaSources(algolia) {
  if (!algolia) return {connect: [], script: []};
  const appId = algolia.appId.toLowerCase();
  return {
    connect: [
      `https://${appId}-dsn.algolia.net`,
      ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
      ...(algolia.insights ? ['https://insights.algolia.io'] : []),
    ],
    script: algolia.insights ? ['https://cdn.jsdelivr.net'] : [],
  };
}

const config = await loadFreshModule(path.resolve('docusaurus.config.ts'));
const siteConfig = config.default ?? config;
const baseUrl = siteConfig.baseUrl;
const algolia = siteConfig.themeConfig?.algolia;
const hashes = await inlineScriptHashes(outDir);
const sources = algoliaSources(algolia);

const contentSecurityPolicy = [
  "default-src 'self'",
  ['script-src', "'self'", ...sources.script, ...hashes].join(' '),
  // React and the theme set style attributes; no stylesheet comes from elsewhere.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  ['connect-src', "'self'", ...sources.connect].join(' '),
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// With the local index no request leaves the site, so no page address needs to go anywhere. An Algolia key
// restricted by HTTP referrer needs the site's origin on each query, and this is the policy that sends just that.
const referrerPolicy = algolia ? 'strict-origin-when-cross-origin' : 'no-referrer';

// Rules match the full request path, so they start with the base path the site is served under.
const headers = `${baseUrl}*
  Content-Security-Policy: ${contentSecurityPolicy}
  X-Content-Type-Options: nosniff
  Referrer-Policy: ${referrerPolicy}
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()
  X-Frame-Options: DENY
  Cross-Origin-Opener-Policy: same-origin

${baseUrl}assets/*
  Cache-Control: public, max-age=31536000, immutable
`;
await writeFile(path.join(outDir, '_headers'), headers);
console.log(
  `headers: ${path.relative(process.cwd(), path.join(outDir, '_headers'))} for ${baseUrl}, ${hashes.length} inline scripts${algolia ? ', Algolia DocSearch' : ''}`,
);
