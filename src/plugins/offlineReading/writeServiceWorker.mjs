#!/usr/bin/env node
// Writes <build>/sw.js, the offline-reading worker, with every file of the build and its hash. A step after the build
// and after scripts/headers.mjs (npm run build, scripts/build-variants.mjs), not the plugin's postBuild: the other
// plugins' postBuild hooks still write pages then (the redirect pages), and each hash covers _headers.
//
// Usage: node src/plugins/offlineReading/writeServiceWorker.mjs [--dir build]
// Reads docusaurus.config.ts the way Docusaurus does: without the offline-reading plugin there, it writes a worker that
// only removes the copies readers still have (retiredServiceWorker.js).
import {copyFile, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import {fileHash, isForReading, transferSize, withDownloadSize, workerScript} from './offlineFiles.mjs';

const args = process.argv.slice(2);
const dirIndex = args.indexOf('--dir');
const outDir = path.resolve(dirIndex === -1 ? 'build' : args[dirIndex + 1]);
const workerFile = path.join(outDir, 'sw.js');

const config = await loadFreshModule(path.resolve('docusaurus.config.ts'));
const siteConfig = config.default ?? config;
const pluginOf = (entry) => (Array.isArray(entry) ? entry[0] : entry);
if (!(siteConfig.plugins ?? []).some((entry) => pluginOf(entry)?.name === 'offlineReading')) {
  // Readers who switched it on still have the worker: it must find one that removes their copy.
  await copyFile(path.join(import.meta.dirname, 'retiredServiceWorker.js'), workerFile);
  console.log('offline reading: not in docusaurus.config.ts; sw.js only retires the copies readers still have');
  process.exit(0);
}

const headers = await readFile(path.join(outDir, '_headers'), 'utf8').catch(() => '');
const socialCard = siteConfig.themeConfig?.image;
const entries = await readdir(outDir, {withFileTypes: true, recursive: true});
const kept = [];
for (const entry of entries) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath, entry.name);
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  if (isForReading(relative, {socialCard})) kept.push({file, relative, content: await readFile(file)});
}
// The pages name the download's size (the button says it): measured first, then written into each page. The figure
// itself adds a few bytes per page, which the rounded size the reader sees does not show.
const gzipped = kept.reduce((sum, {relative, content}) => sum + transferSize(relative, content), 0);
for (const page of kept.filter(({relative}) => relative.endsWith('.html'))) {
  const filled = withDownloadSize(page.content.toString('utf8'), gzipped);
  if (filled === undefined) continue;
  page.content = Buffer.from(filled);
  await writeFile(page.file, page.content);
}
const raw = kept.reduce((sum, {content}) => sum + content.length, 0);
const files = kept.map(({relative, content}) => [relative, fileHash(content, headers)]);
const template = await readFile(path.join(import.meta.dirname, 'serviceWorker.js'), 'utf8');
await writeFile(workerFile, workerScript(template, files));
const kb = (bytes) => `${Math.round(bytes / 1024)} KiB`;
console.log(
  `offline reading: ${path.relative(process.cwd(), workerFile)} keeps ${files.length} files, ${kb(raw)} (${kb(gzipped)} gzipped)${headers ? '' : ', no _headers found'}`,
);
