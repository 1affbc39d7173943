import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import vm from 'node:vm';
import {
  fileHash,
  filesInWorker,
  isForReading,
  transferSize,
  versionOf,
  withDownloadSize,
  workerScript,
} from './offlineFiles.mjs';

const template = readFileSync(path.join(import.meta.dirname, 'serviceWorker.js'), 'utf8');

test('keeps every file a page can use, whatever its name, and leaves out what only hosts, crawlers and feeds read', () => {
  for (const file of [
    'index.html',
    '404.html',
    'docs/utmutatok/Képernyőfelvételek készítése.html',
    'assets/js/main.1a2b3c4d.js',
    'assets/css/styles.1a2b3c4d.css',
    'search-index.json',
    'img/app/icon-192.png',
    'manifest.json',
    'eszkozok/ellenorzolista.html', // a page another feature adds later
  ])
    assert.equal(isForReading(file, {socialCard: 'img/social-card.png'}), true, file);
  for (const file of [
    '_headers',
    'sw.js',
    'sitemap.xml',
    'blog/rss.xml',
    'blog/atom.xml',
    'blog/atom.xsl',
    'assets/js/main.1a2b3c4d.js.LICENSE.txt',
    'img/social-card.png',
  ])
    assert.equal(isForReading(file, {socialCard: 'img/social-card.png'}), false, file);
  assert.equal(isForReading('img/social-card.png'), true, 'no social card configured');
});

test('a file’s hash changes with its content and with the _headers it is served with', () => {
  const page = Buffer.from('<h1>Bevezető</h1>');
  assert.equal(fileHash(page, 'csp a'), fileHash(page, 'csp a'));
  assert.notEqual(fileHash(page, 'csp a'), fileHash(page, 'csp b'));
  assert.notEqual(fileHash(page, 'csp a'), fileHash(Buffer.from('<h1>Bevezető!</h1>'), 'csp a'));
  assert.match(fileHash(page), /^[0-9a-f]{16}$/);
});

test('the worker gets the sorted file list and a version that changes when any file does', () => {
  const files = [
    ['index.html', 'b'],
    ['404.html', 'a'],
  ];
  const script = workerScript(template, files);
  assert.deepEqual(filesInWorker(script), [
    ['404.html', 'a'],
    ['index.html', 'b'],
  ]);
  assert.match(script, new RegExp(`^const VERSION = '${versionOf(filesInWorker(script), template)}';$`, 'm'));
  assert.notEqual(
    versionOf([['index.html', 'b']]),
    versionOf([['index.html', 'c']]),
    'a changed file is a new version',
  );
  assert.notEqual(
    versionOf(files, template),
    versionOf(files, `${template}\n// changed worker code`),
    'changed worker code is a new version',
  );
  const versionLine = (script) => /^const VERSION = .*$/m.exec(script)[0];
  assert.notEqual(
    versionLine(workerScript(template, files)),
    versionLine(workerScript(`${template}\n// changed worker code`, files)),
    'the written worker gets a new version when only its code changes',
  );
  assert.throws(() => workerScript('self.addEventListener("fetch", () => {});', files), /template/);
  assert.throws(() => filesInWorker('const x = 1;'), /not an offline-reading worker/);
});

/** The worker's own request-to-file lookup, run in a sandbox with the worker at `workerUrl`. */
function lookupOf(files, workerUrl) {
  const sandbox = {self: {location: new URL(workerUrl), addEventListener: () => {}}, URL};
  vm.runInNewContext(`${workerScript(template, files)}\nthis.fileFor = fileFor;`, sandbox);
  return sandbox.fileFor;
}

test('the worker answers a request as a host with clean URLs does: a, a.html, a/index.html, ignoring the query', () => {
  const fileFor = lookupOf(
    [
      ['index.html', '1'],
      ['docs/index.html', '2'],
      ['docs/utmutatok/Képernyőfelvételek készítése.html', '3'],
      ['search.html', '4'],
      ['search-index.json', '5'],
      ['img/logo.svg', '6'],
    ],
    'https://example.org/sw.js',
  );
  assert.equal(fileFor('/'), 'index.html');
  assert.equal(fileFor('/docs'), 'docs/index.html');
  assert.equal(fileFor('/docs/'), 'docs/index.html');
  assert.equal(
    fileFor(new URL('https://example.org/docs/utmutatok/Képernyőfelvételek készítése').pathname),
    'docs/utmutatok/Képernyőfelvételek készítése.html',
  );
  assert.equal(fileFor('/search'), 'search.html');
  assert.equal(fileFor('/search-index.json'), 'search-index.json');
  assert.equal(fileFor('/img/logo.svg'), 'img/logo.svg');
  assert.equal(fileFor('/nincs-ilyen'), undefined);
  assert.equal(fileFor('/%E0%A4%A'), undefined, 'malformed percent-encoding');
});

test('under a base path the worker serves only its own folder', () => {
  const fileFor = lookupOf(
    [
      ['index.html', '1'],
      ['blog.html', '2'],
    ],
    'https://example.org/x/sw.js',
  );
  assert.equal(fileFor('/x/'), 'index.html');
  assert.equal(fileFor('/x'), 'index.html');
  assert.equal(fileFor('/x/blog'), 'blog.html');
  assert.equal(fileFor('/blog'), undefined);
  assert.equal(fileFor('/xblog'), undefined);
});

test('under a base path with accents and spaces the worker compares decoded paths', () => {
  const fileFor = lookupOf(
    [
      ['index.html', '1'],
      ['blog.html', '2'],
    ],
    new URL('https://example.org/biztonság otthon/sw.js').href,
  );
  const pathOf = (address) => new URL(address).pathname;
  assert.equal(fileFor(pathOf('https://example.org/biztonság otthon/')), 'index.html');
  assert.equal(fileFor(pathOf('https://example.org/biztonság otthon')), 'index.html');
  assert.equal(fileFor(pathOf('https://example.org/biztonság otthon/blog')), 'blog.html');
  assert.equal(fileFor(pathOf('https://example.org/blog')), undefined);
});

test('the pages get the download size in their meta tag, again on a later run; a page without the tag is left', () => {
  const page = '<head><meta charset=UTF-8><meta name=offline-reading-size content=0><title>x</title>';
  const filled = withDownloadSize(page, 849123);
  assert.equal(filled, '<head><meta charset=UTF-8><meta name=offline-reading-size content=849123><title>x</title>');
  assert.equal(withDownloadSize(filled, 5), page.replace('content=0', 'content=5'));
  assert.equal(
    withDownloadSize('<meta name="offline-reading-size" content="0">', 7),
    '<meta name="offline-reading-size" content="7">',
  );
  assert.equal(withDownloadSize('<meta http-equiv=refresh content="0; url=/x">', 7), undefined);
});

test('a download counts text files compressed and images as they are', () => {
  const text = Buffer.from('a'.repeat(10_000));
  assert.ok(transferSize('index.html', text) < 200);
  assert.equal(transferSize('img/a.png', text), 10_000);
});
