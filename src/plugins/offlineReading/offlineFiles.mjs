// The pure part of writeServiceWorker.mjs: which build files the offline copy keeps, their hashes, the build's
// version, and the worker script with them filled in. Tested by offlineFiles.test.mjs (npm run test:unit).
import {createHash} from 'node:crypto';
import {gzipSync} from 'node:zlib';

/**
 * Build files a reader never opens from a page: the host's rules, the worker itself, what crawlers and feed readers
 * fetch, and the licence notes the bundler writes next to scripts. Everything else is kept, whatever its name.
 */
const notForReading = [
  /^_headers$/,
  /^_redirects$/,
  /^sw\.js$/,
  /^\.nojekyll$/,
  /^robots\.txt$/,
  /(^|\/)sitemap\.xml$/,
  /(^|\/)(rss|atom)\.(xml|xsl|css)$/,
  /\.LICENSE\.txt$/,
  /\.map$/,
];

/**
 * Whether the offline copy keeps a build file (a path relative to the build folder, with `/`). `socialCard` is the
 * site's preview image for links shared elsewhere (themeConfig.image): no page shows it.
 */
export function isForReading(path, {socialCard} = {}) {
  if (socialCard && path === socialCard.replace(/^\//, '')) return false;
  return !notForReading.some((pattern) => pattern.test(path));
}

/**
 * A file's hash: its content and the _headers file, since the browser stores each response with the headers it came
 * with (the CSP among them). A change to _headers alone then renews every stored file.
 */
export function fileHash(content, headers = '') {
  return createHash('sha256').update(content).update('\0').update(headers).digest('hex').slice(0, 16);
}

/**
 * One version per distinct set of files and worker code: it names the cache, and a new one makes browsers install the
 * update. The template counts too: a new worker installing into the cache the active one serves from would skip the
 * files it already holds, and on a failure remove the reader's copy.
 */
export function versionOf(files, template = '') {
  return createHash('sha256').update(JSON.stringify(files)).update('\0').update(template).digest('hex').slice(0, 12);
}

const filesLine = /^const FILES = (\[.*\]);$/m;
const versionLine = /^const VERSION = '[^']*';$/m;

/** The worker template with its two constants filled in. `files` are [path, hash] pairs. */
export function workerScript(template, files) {
  if (!filesLine.test(template) || !versionLine.test(template)) throw new Error('the worker template has changed');
  const sorted = [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return template
    .replace(filesLine, () => `const FILES = ${JSON.stringify(sorted)};`)
    .replace(versionLine, () => `const VERSION = '${versionOf(sorted, template)}';`);
}

/** The [path, hash] pairs a written worker keeps (for the bench and the tests). */
export function filesInWorker(script) {
  const match = filesLine.exec(script);
  if (!match) throw new Error('not an offline-reading worker');
  return JSON.parse(match[1]);
}

/** The bytes a file costs to download: compressed by the host, except formats that are compressed already. */
export function transferSize(path, content) {
  return /\.(png|jpe?g|webp|gif|woff2?)$/.test(path) ? content.length : gzipSync(content).length;
}

const sizeMeta = /(<meta name="?offline-reading-size"? content=)("?)\d*\2/;

/**
 * A page with the download's size filled into its `offline-reading-size` meta tag (the plugin writes it with 0), or
 * undefined if the page has no such tag (a redirect page). Filling it in again replaces the earlier figure.
 */
export function withDownloadSize(html, bytes) {
  return sizeMeta.test(html)
    ? html.replace(sizeMeta, (_, start, quote) => `${start}${quote}${bytes}${quote}`)
    : undefined;
}
