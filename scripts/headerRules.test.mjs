import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {test} from 'node:test';
import {algoliaSources, headersFile, inlineScriptHashes, isExecutable} from './headerRules.mjs';

const sha = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('hashes the inline scripts a browser runs, as written, and skips data blocks and external scripts', () => {
  const html = `<!doctype html><html><head>
    <script>a()</script>
    <script type="module">b()</script>
    <script type="text/javascript">c()</script>
    <script type="application/ld+json">{"@type":"Article"}</script>
    <script src="/assets/js/main.js"></script>
    <script src="/x.js">ignored()</script>
    </head><body><script> d(&amp;) </script></body></html>`;
  assert.deepEqual(inlineScriptHashes(html), [sha('a()'), sha('b()'), sha('c()'), sha(' d(&amp;) ')]);
  assert.deepEqual(inlineScriptHashes('<p>no script</p>'), []);
});

test('runs the script types the HTML standard runs', () => {
  for (const type of ['', ' ', 'module', 'MODULE', 'text/javascript', 'application/ecmascript', 'text/x-javascript'])
    assert.equal(isExecutable(type), true, type);
  for (const type of ['application/ld+json', 'application/json', 'text/plain', 'importmap'])
    assert.equal(isExecutable(type), false, type);
  assert.equal(isExecutable(undefined), true);
});

const rules = (file) => file.split('\n').filter((line) => line && !/^\s/.test(line));
const header = (file, name) =>
  file
    .split('\n')
    .find((line) => line.trimStart().startsWith(`${name}:`))
    ?.split(': ')
    .slice(1)
    .join(': ');

test('the local-search site: both rules under the base path, a self-only policy with the sorted hashes, no referrer', () => {
  const file = headersFile({baseUrl: '/x/', hashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"], algolia: undefined});
  assert.deepEqual(rules(file), ['/x/*', '/x/assets/*', '/x/sw.js']);
  const policy = header(file, 'Content-Security-Policy');
  assert.match(policy, /^default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; /);
  assert.match(policy, /; connect-src 'self'; /);
  // The offline-reading worker (sw.js) and the web app manifest, both from the site itself.
  assert.match(policy, /; worker-src 'self'; /);
  assert.match(policy, /; manifest-src 'self'; /);
  assert.match(policy, /; frame-ancestors 'none'$/);
  assert.equal(header(file, 'Referrer-Policy'), 'no-referrer');
  assert.equal(header(file, 'X-Frame-Options'), 'DENY');
  assert.equal(header(file, 'X-Content-Type-Options'), 'nosniff');
  assert.equal(header(file, 'Cache-Control'), 'public, max-age=31536000, immutable');
  // The immutable cache is for the hashed assets only, not the pages.
  assert.ok(file.indexOf('Cache-Control') > file.indexOf('/x/assets/*'));
  // The offline-reading worker is never kept without asking: a new deployment must reach the browser's check.
  assert.equal(header(file.slice(file.indexOf('/x/sw.js')), 'Cache-Control'), 'no-cache');
  assert.deepEqual(rules(headersFile({baseUrl: '/', hashes: [], algolia: undefined})), ['/*', '/assets/*', '/sw.js']);
});

test('with DocSearch: the Algolia query hosts, the origin as referrer, and search-insights only when asked for', () => {
  const algolia = {appId: 'ABC123', apiKey: 'k', indexName: 'i'};
  assert.deepEqual(algoliaSources(algolia), {
    connect: [
      'https://abc123-dsn.algolia.net',
      'https://abc123-1.algolianet.com',
      'https://abc123-2.algolianet.com',
      'https://abc123-3.algolianet.com',
    ],
    script: [],
  });
  const file = headersFile({baseUrl: '/', hashes: ["'sha256-a'"], algolia});
  assert.match(header(file, 'Content-Security-Policy'), /connect-src 'self' https:\/\/abc123-dsn\.algolia\.net /);
  assert.match(header(file, 'Content-Security-Policy'), /script-src 'self' 'sha256-a';/);
  assert.equal(header(file, 'Referrer-Policy'), 'strict-origin-when-cross-origin');

  const insights = algoliaSources({...algolia, insights: true});
  assert.equal(insights.connect.at(-1), 'https://insights.algolia.io');
  assert.deepEqual(insights.script, ['https://cdn.jsdelivr.net']);
  assert.match(
    header(headersFile({baseUrl: '/', hashes: [], algolia: {...algolia, insights: true}}), 'Content-Security-Policy'),
    /script-src 'self' https:\/\/cdn\.jsdelivr\.net;/,
  );
  assert.deepEqual(algoliaSources(undefined), {connect: [], script: []});
});
