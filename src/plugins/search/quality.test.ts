// The query sets on the built site's index: run after `npm run build` (see package.json, `test:search`).
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {gzipSync} from 'node:zlib';
import {builtIndexFile, evaluate, loadBuiltEngine, type QuerySet} from './evaluate';

const build = path.resolve(import.meta.dirname ?? path.dirname(new URL(import.meta.url).pathname), '../../../build');
const engine = loadBuiltEngine(build);
const load = (name: string) => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8')) as QuerySet;

// A held-out set's misses are its queries: printed only on request (SEARCH_HELDOUT_MISSES=1), once tuning is done, so
// that nobody reads them while changing the vocabulary or the ranking.
const showHeldOutMisses = process.env.SEARCH_HELDOUT_MISSES === '1';

const report = (name: string, result: ReturnType<typeof evaluate>, heldOut = true) => {
  const {rows, top1, top3, withSection, section1, section3} = result;
  const sections =
    withSection > 0 ? `; section: first ${section1}/${withSection}, near ${section3}/${withSection}` : '';
  console.log(`${name}: top-1 ${top1}/${rows.length}, top-3 ${top3}/${rows.length}${sections}`);
  if (heldOut && !showHeldOutMisses) return;
  for (const row of rows.filter((r) => r.rank !== 1)) {
    console.log(`  rank ${row.rank || '–'}: „${row.query}” → ${row.pages.slice(0, 3).join(' | ') || 'nothing'}`);
  }
};

// 57 keyword and question queries, and (2026-11-27) 40 whole sentences of parents and children, app questions among
// them. Floors at what the engine reaches on the content merged that day (README of the plugin: the misses): 85/97 when
// tuned, 83/97 once the review fixes and the app sections landed (the long phone guide wins two more sentences).
test('the tuning set (queries.json): the right page first for at least 83 of 97, in the top 3 for 93', () => {
  const result = evaluate(engine, load('queries.json'));
  report('queries.json', result, false);
  assert.ok(result.rows.length >= 97);
  assert.ok(result.top3 >= 93, `top-3 ${result.top3}`);
  assert.ok(result.top1 >= 83, `top-1 ${result.top1}`);
});

// Measured untouched on 2026-11-24, before it was copied here: top-1 34/45, top-3 40/45. No word list or setting
// may be tuned to it (README, section Search); the floors only catch a regression.
test('the held-out set (heldout-queries.json) stays near its first measurement', () => {
  const result = evaluate(engine, load('heldout-queries.json'));
  report('heldout-queries.json', result);
  assert.ok(result.top3 >= 38, `top-3 ${result.top3}`);
  assert.ok(result.top1 >= 32, `top-1 ${result.top1}`);
});

// Written on 2026-11-27 by a helper who saw neither the code nor the vocabulary; never tuned to. Measured on the
// content merged that day: the engine before issue #29 top-1 44/66, top-3 60/66 (first suggestion opens the expected
// section 30/66); after it 44/66, 62/66 (29/66). The goal (top-1 ≥ 90 %, top-3 ≥ 97 %) is not reached; the
// floors only catch a regression.
test('the whole-sentence held-out set (heldout-sentences.json) stays at its measurement', () => {
  const result = evaluate(engine, load('heldout-sentences.json'));
  report('heldout-sentences.json', result);
  assert.ok(result.top3 >= 62, `top-3 ${result.top3}`);
  assert.ok(result.top1 >= 44, `top-1 ${result.top1}`);
});

test('every word the vocabulary searches for is on the site (a misspelt or vanished one would find nothing)', () => {
  assert.deepEqual(engine.unmatchedVocabulary(), []);
});

test('every guide is the expected answer of some query in the tuning set', () => {
  const guides = engine.documents
    .filter((document) => document.id === document.page && document.url.startsWith('/docs/'))
    .map((document) => document.url)
    .filter((url) => url !== '/docs/utemterv');
  const expected = new Set(load('queries.json').queries.map((query) => query.page));
  for (const guide of guides) assert.ok(expected.has(guide), guide);
});

test('the index a first search downloads stays under 100 KiB gzipped', () => {
  const bytes = gzipSync(readFileSync(builtIndexFile(build))).length;
  assert.ok(bytes < 100 * 1024, `${bytes} bytes`);
});
