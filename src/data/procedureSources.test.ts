import assert from 'node:assert/strict';
import {test} from 'node:test';
import {procedureSources, sourceKindLabel} from './procedureSources';

const entries = Object.entries(procedureSources);

test('every source is an https page with a title, a publisher and a kind', () => {
  assert.ok(entries.length > 10);
  for (const [id, {title, publisher, url, kind, checked}] of entries) {
    assert.match(id, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${id}: ids are lower-case words joined by hyphens`);
    assert.equal(new URL(url).protocol, 'https:', `${id}: ${url}`);
    assert.ok(title.trim().length > 0 && publisher.trim().length > 0, `${id}: title and publisher`);
    assert.ok(['official', 'nonofficial', 'press'].includes(kind), `${id}: kind`);
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

test('readers see a source marked as press only when it is the press', () => {
  assert.equal(sourceKindLabel('official'), undefined);
  assert.equal(sourceKindLabel('press'), 'sajtó');
  assert.equal(sourceKindLabel('nonofficial'), 'nem hivatalos oldal');
  // A charity is an organisation, not the press (round-3 review A, F1).
  assert.equal(procedureSources['internetmatters-grooming'].kind, 'nonofficial');
  // The SIM-PIN step rests on the phone maker's own page, not a German carrier's news item.
  assert.equal(procedureSources['sim-pin-zarolas'].kind, 'official');
  assert.match(procedureSources['sim-pin-zarolas'].url, /^https:\/\/support\.apple\.com\//);
});
