#!/usr/bin/env node
// Serves build/ the way static hosts (Netlify, Cloudflare Pages) do: clean URLs, 404.html with status 404,
// gzip, and the response headers from build/_headers. `docusaurus serve` cannot be used here: its
// serve-handler crashes on the spec's file names with spaces and accents (ERR_INVALID_CHAR).
// A site built with a base path (BASE_URL=/x/) is served under it, as a host serves a site deployed there: the
// folder answers at /x/, nothing else does, and the _headers rules are matched against the full request path.
//
// Its own behaviour is tested by scripts/serve.test.mjs (npm run test:unit).
//
// Usage: node scripts/serve.mjs [--port 3000] [--dir build] [--base-url /x/] [--no-gzip] [--no-headers]
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {createServer} from 'node:http';
import path from 'node:path';
import {pipeline} from 'node:stream';
import {gzipSync} from 'node:zlib';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const port = Number(option('port', process.env.PORT ?? 3000));
const root = path.resolve(option('dir', 'build'));
const gzip = !args.includes('--no-gzip');
const baseUrl = option('base-url', process.env.BASE_URL ?? '/');

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = /^(text\/|application\/(json|xml)|image\/svg)/;

/** Parses the _headers format: an unindented path pattern, then indented `Name: value` lines. */
function loadHeaderRules(file) {
  if (args.includes('--no-headers') || !existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (/^\s/.test(line)) {
      const separator = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    } else {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*');
      rules.push({matches: new RegExp(`^${pattern}$`), headers: []});
    }
  }
  return rules;
}
const headerRules = loadHeaderRules(path.join(root, '_headers'));

/** Maps a URL path to a file in root, as a host with clean URLs and no trailing slashes would. */
function resolveFile(urlPath) {
  if (urlPath === '/_headers') return null; // the hosts read it, they do not publish it
  const candidates = [urlPath, `${urlPath}.html`, path.join(urlPath, 'index.html')];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (file !== root && !file.startsWith(root + path.sep)) return null; // stays inside root, not a sibling
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** Each file gzipped once, until it changes: the test suite asks for the same few scripts thousands of times. */
const gzipped = new Map();
function gzippedBody(file) {
  const {mtimeMs, size} = statSync(file);
  const cached = gzipped.get(file);
  if (cached?.mtimeMs === mtimeMs && cached.size === size) return cached.body;
  const body = gzipSync(readFileSync(file));
  gzipped.set(file, {mtimeMs, size, body});
  return body;
}

function send(req, res, status, file) {
  const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
  const headers = {'Content-Type': type, 'Cache-Control': 'no-cache'};
  for (const rule of headerRules) {
    if (rule.matches.test(req.pathForRules)) for (const [name, value] of rule.headers) headers[name] = value;
  }
  const zipped = gzip && compressible.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  const body = zipped ? gzippedBody(file) : null;
  if (zipped) headers['Content-Encoding'] = 'gzip';
  headers['Content-Length'] = body ? body.length : statSync(file).size;
  headers.Vary = 'Accept-Encoding';
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  if (body) res.end(body);
  else pipeline(createReadStream(file), res, () => {});
}

const server = createServer((req, res) => {
  let urlPath;
  try {
    urlPath = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
  } catch {
    urlPath = null; // Malformed percent-encoding: treated as an unknown page.
  }
  req.pathForRules = urlPath ?? '/';
  if (urlPath !== null && !urlPath.startsWith(baseUrl) && `${urlPath}/` !== baseUrl) urlPath = null;
  const relative = urlPath === null ? null : `/${urlPath.slice(baseUrl.length)}`;
  const file = relative === null ? null : resolveFile(relative.length > 1 ? relative.replace(/\/$/, '') : '/');
  if (file) return send(req, res, 200, file);
  const notFound = path.join(root, '404.html');
  if (existsSync(notFound)) return send(req, res, 404, notFound);
  res.writeHead(404, {'Content-Type': 'text/plain; charset=utf-8'});
  res.end('404');
});

server.listen(port, () => {
  // The port it got (with --port 0, a free one: scripts/serve.test.mjs reads it from this line).
  console.log(`Serving ${root} at http://localhost:${server.address().port}${baseUrl}${gzip ? ' (gzip)' : ''}`);
});
