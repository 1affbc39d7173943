// The test server's own behaviour (scripts/serve.mjs), which the e2e specs rely on but which is not the site: a real
// host answers for itself. Served from a small folder of its own, on a free port.
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, test} from 'node:test';

const dir = mkdtempSync(path.join(tmpdir(), 'serve-test-'));
writeFileSync(path.join(dir, 'index.html'), '<h1>home</h1>');
writeFileSync(path.join(dir, 'guide.html'), '<h1>guide</h1>');
writeFileSync(path.join(dir, '404.html'), '<h1>not found</h1>');
mkdirSync(path.join(dir, 'assets'));
writeFileSync(path.join(dir, 'assets', 'app.js'), 'app()');
writeFileSync(path.join(dir, '_headers'), '/x/*\n  X-Frame-Options: DENY\n\n/x/assets/*\n  Cache-Control: immutable\n');

let server;
let origin;
before(async () => {
  server = spawn(process.execPath, [
    path.join(import.meta.dirname, 'serve.mjs'),
    '--port',
    '0',
    '--dir',
    dir,
    '--base-url',
    '/x/',
  ]);
  origin = await new Promise((resolve, reject) => {
    server.stdout.on('data', (data) => {
      const match = /at (http:\/\/localhost:\d+)\//.exec(String(data));
      if (match) resolve(match[1]);
    });
    server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
});
after(() => {
  server.kill();
  rmSync(dir, {recursive: true, force: true});
});

const get = (urlPath) => fetch(`${origin}${urlPath}`);

test('serves the folder under the base path, with clean URLs and the _headers rules', async () => {
  const home = await get('/x/');
  assert.equal(home.status, 200);
  assert.equal(await home.text(), '<h1>home</h1>');
  assert.equal(home.headers.get('x-frame-options'), 'DENY');
  const guide = await get('/x/guide');
  assert.equal(guide.status, 200);
  assert.equal(await guide.text(), '<h1>guide</h1>');
});

test('nothing is served outside the base path: the not-found page with status 404', async () => {
  for (const urlPath of ['/', '/guide', '/index.html']) {
    const response = await get(urlPath);
    assert.equal(response.status, 404, urlPath);
    assert.equal(await response.text(), '<h1>not found</h1>');
  }
});

test('_headers is read, not published', async () => {
  assert.equal((await get('/x/_headers')).status, 404);
});

test('a file no _headers rule gives a Cache-Control gets no-cache; a rule that does overrides it', async () => {
  assert.equal((await get('/x/guide')).headers.get('cache-control'), 'no-cache');
  const asset = await get('/x/assets/app.js');
  assert.equal(asset.status, 200);
  assert.equal(asset.headers.get('cache-control'), 'immutable');
});
