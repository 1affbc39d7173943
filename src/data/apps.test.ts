import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checklistItemKey} from '../familyTools/storage/checklistKeys';
import {appHeadingId, apps, maxAgeInDays, under16Consent, type AppEntry} from './apps';

/** What an entry lacks or gets wrong, one line each; empty when it is complete and checked within the year. */
function entryProblems(app: AppEntry, today: Date): string[] {
  const problems: string[] = [];
  const missing = (what: string, value: unknown) =>
    (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) &&
    problems.push(`${app.id}: no ${what}`);
  missing('name', app.name);
  missing('search words', app.searchWords);
  missing('age', app.age);
  missing('risks', app.risks);
  missing('parental controls', app.controls);
  missing('setup steps', app.setup);
  missing('checklist', app.checklist);
  missing('report and block steps', app.report);
  missing('sources', app.sources);
  if (!/^[a-z]+$/.test(app.id)) problems.push(`${app.id}: the id is not lower-case letters`);
  const checked = /^\d{4}-\d{2}-\d{2}$/.test(app.checked ?? '') ? Date.parse(`${app.checked}T00:00:00Z`) : NaN;
  if (Number.isNaN(checked)) problems.push(`${app.id}: no checked date (YYYY-MM-DD)`);
  else {
    const days = (today.getTime() - checked) / 86_400_000;
    if (days > maxAgeInDays) problems.push(`${app.id}: checked ${app.checked}, over a year ago`);
    if (days < -1) problems.push(`${app.id}: checked ${app.checked}, in the future`);
  }
  for (const {cite, url} of app.sources ?? []) {
    if (!cite) problems.push(`${app.id}: a source without a title`);
    if (!/^https:\/\/[^\s/]+\.[a-z]+\//.test(url)) problems.push(`${app.id}: ${url} is not an https address`);
  }
  return problems;
}

test('every app entry has its age, risks, controls, steps, checklist, report steps, a date within a year and sources', () => {
  const today = new Date();
  assert.deepEqual(
    apps.flatMap((app) => entryProblems(app, today)),
    [],
  );
});

test('the check fails an entry that lacks a field, has no date, or was checked over a year ago', () => {
  const [sample] = apps;
  const today = new Date('2026-11-27T12:00:00Z');
  assert.deepEqual(entryProblems({...sample, checked: '2026-11-27'}, today), []);
  assert.deepEqual(entryProblems({...sample, report: [], checked: '2026-11-27'}, today), [
    `${sample.id}: no report and block steps`,
  ]);
  assert.deepEqual(entryProblems({...sample, age: undefined as never, checked: '2026-11-27'}, today), [
    `${sample.id}: no age`,
  ]);
  assert.deepEqual(entryProblems({...sample, checked: ''}, today), [`${sample.id}: no checked date (YYYY-MM-DD)`]);
  assert.deepEqual(entryProblems({...sample, checked: '2025-11-26'}, today), [
    `${sample.id}: checked 2025-11-26, over a year ago`,
  ]);
  assert.deepEqual(
    entryProblems({...sample, checked: '2026-11-27', sources: [{cite: 'x', url: 'http://example.com/'}]}, today),
    [`${sample.id}: http://example.com/ is not an https address`],
  );
});

test('the apps the issue names are all there, each once', () => {
  const ids = apps.map((app) => app.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const id of [
    'tiktok',
    'instagram',
    'youtube',
    'snapchat',
    'discord',
    'roblox',
    'whatsapp',
    'messenger',
    'viber',
  ])
    assert.ok(ids.includes(id), id);
});

test('heading ids and checklist keys are unique on the page, and stable', () => {
  const headings = apps.flatMap((app) => [appHeadingId('setup', app.id), appHeadingId('report', app.id)]);
  assert.equal(new Set(headings).size, headings.length);
  assert.equal(appHeadingId('setup', 'tiktok'), 'beallitas-tiktok');
  assert.equal(appHeadingId('report', 'tiktok'), 'jelentes-tiktok');
  const keys = apps.flatMap((app) => app.checklist.map((item) => checklistItemKey(`${app.id}: ${item}`)));
  assert.equal(new Set(keys).size, keys.length);
});

test('every app whose own minimum age is 13 says what the GDPR adds in Hungary, the one shared way, with its sources', () => {
  // Round 3 (should-fix): only some 13+ apps said it, each in its own words. The apps that give their own Hungarian age
  // (YouTube, Discord, Minecraft) or none (Roblox, Fortnite) are not in this list.
  const thirteenPlus = ['tiktok', 'instagram', 'snapchat', 'whatsapp', 'messenger', 'viber'];
  assert.deepEqual(
    apps.filter((app) => app.under16Consent).map((app) => app.id),
    thirteenPlus,
  );
  assert.ok(under16Consent.sources.some(({url}) => url.startsWith('https://eur-lex.europa.eu/')));
  // A panel lists its own sources and the shared ones: no address twice (it keys the list).
  for (const app of apps) {
    const urls = [...app.sources, ...(app.under16Consent ? under16Consent.sources : [])].map(({url}) => url);
    assert.equal(new Set(urls).size, urls.length, app.id);
  }
});
