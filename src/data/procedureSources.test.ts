import assert from 'node:assert/strict';
import {test} from 'node:test';
import {procedureSources} from './procedureSources';

const entries = Object.entries(procedureSources);

test('every source is an https page with a title, a publisher and a kind', () => {
  assert.ok(entries.length > 10);
  for (const [id, {title, publisher, url, kind, checked}] of entries) {
    assert.match(id, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${id}: ids are lower-case words joined by hyphens`);
    assert.equal(new URL(url).protocol, 'https:', `${id}: ${url}`);
    assert.ok(title.trim().length > 0 && publisher.trim().length > 0, `${id}: title and publisher`);
    assert.ok(kind === 'official' || kind === 'press', `${id}: kind`);
    assert.match(checked, /^2026-\d\d-\d\d$/, `${id}: the day it was checked`);
  }
});

test('each URL is written once: two ids never name the same page', () => {
  const byUrl = new Map<string, string>();
  for (const [id, {url}] of entries) {
    assert.equal(byUrl.get(url), undefined, `${id} and ${byUrl.get(url)} both cite ${url}`);
    byUrl.set(url, id);
  }
});
