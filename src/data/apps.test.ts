import assert from 'node:assert/strict';
import {test} from 'node:test';
import {isValidElement, type ReactNode} from 'react';
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
  missing('minimum age for the age table', app.minimumAge);
  missing('answer for a 10-year-old', app.forTen);
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

test('the age list’s short fields read on after the app’s name: one plain line each, and the 13+ apps say their 13', () => {
  for (const app of apps) {
    // „TikTok (13 éves kortól): még nem.”: no line break, short, the age without a full stop.
    assert.doesNotMatch(app.minimumAge, /\n|\.$/, app.id);
    assert.ok(app.minimumAge.length <= 80, `${app.id}: minimumAge is ${app.minimumAge.length} characters`);
    assert.doesNotMatch(app.forTen, /\n/, app.id);
    assert.ok(app.forTen.length <= 160, `${app.id}: forTen is ${app.forTen.length} characters`);
    // After the colon: lower case, unless it opens with a name („YouTube Kids …”); a full stop ends it.
    assert.match(app.forTen, /^(\p{Ll}|YouTube).*\.$/u, `${app.id}: forTen goes on after a colon and ends a sentence`);
  }
  // The apps whose own terms say 13 (their panels' age line and sources) give 13 in the list too, and no 10-year-old.
  for (const id of ['tiktok', 'instagram', 'snapchat', 'whatsapp', 'messenger', 'viber']) {
    const app = apps.find((entry) => entry.id === id)!;
    assert.equal(app.minimumAge, '13 éves kortól', id);
    // Content review 19: the class-group apps' panels leave the choice to the parent; the list says so too.
    assert.equal(
      app.forTen,
      ['whatsapp', 'viber'].includes(id) ? 'még nem; az osztálycsoport miatt te dönthetsz másként.' : 'még nem.',
      id,
    );
  }
  // Discord's own table gives Hungary 16.
  assert.equal(apps.find((app) => app.id === 'discord')!.minimumAge, 'Magyarországon 16 éves kortól');
  // Review round 13, must-fix 1: YouTube's terms say 13 (younger only with a parent's set-up); the list gave no age.
  const youtube = apps.find((app) => app.id === 'youtube')!;
  assert.match(youtube.minimumAge, /^13 éves kortól, fiatalabbnak a szülő beállításával$/);
  assert.ok(
    youtube.sources.some(({url}) => url.startsWith('https://www.youtube.com/static?') && url.includes('terms')),
  );
});

test('the GDPR’s 16 is said once for all apps (above the picker), with its sources, not in each app', () => {
  // Content review 2026-11-28: the same sentence stood in seven app panels. Now it is one note; no app restates it.
  assert.ok(under16Consent.sources.some(({url}) => url.startsWith('https://eur-lex.europa.eu/')));
  assert.match(under16Consent.checked, /^\d{4}-\d{2}-\d{2}$/);
  for (const app of apps) {
    const urls = app.sources.map(({url}) => url);
    // A panel's source list is keyed by address: no address twice.
    assert.equal(new Set(urls).size, urls.length, app.id);
  }
});

/** The words of a JSX fragment, as a reader sees them (the age fields hold text and inline elements only). */
function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{children?: ReactNode}>(node)) return textOf(node.props.children);
  return '';
}

test('an under-13 account is closed, not supervised; the parent’s account leaves the child’s phone', () => {
  const ageText = (id: string) => textOf(apps.find((app) => app.id === id)!.age).replace(/\s+/g, ' ');
  // Review round 14, must-fix 1, and round 15: an under-13 account was made with an older birth date, so the teen
  // protections and supervision do not apply: ask about pictures and secrets first, then close it (Messenger too).
  for (const id of ['instagram', 'snapchat', 'messenger']) {
    const text = ageText(id);
    assert.match(text, /13 évesnél fiatalabb.*járj el a lenti lépések szerint/, id);
    assert.match(text, /13 és 17 év közötti.*valódi születési dátuma/, id);
  }
  // Rounds 16–19: what to ask, when nothing may be deleted and when the account may go are one shared procedure below
  // the picker (`korhatar-alatti-fiok`, e2e in apps.spec); every panel for an age-limited app points there with the
  // rule's core before any way to close or report the account.
  for (const id of ['tiktok', 'instagram', 'snapchat', 'messenger', 'whatsapp', 'viber', 'discord']) {
    const text = ageText(id);
    const pointer = text.indexOf(
      'Ilyenkor járj el a lenti lépések szerint: előbb kérdezd meg, mi történt, és addig semmit ne törölj.',
    );
    const closed = Math.min(
      ...['szüntesd meg', 'kérheted, hogy töröljék', 'te döntöd el', 'jelentheted']
        .map((phrase) => text.indexOf(phrase))
        .filter((i) => i >= 0),
    );
    assert.ok(pointer >= 0 && pointer < closed, `${id}: pointer ${pointer}, close ${closed}`);
    assert.doesNotMatch(text, /ne töröljetek/, id);
    // Review 71: closing or keeping the account waited only for the child's answers, not for the procedure's review
    // of contacts and conversations (a groomed child often says nothing happened).
    assert.doesNotMatch(text, /válaszai szerint/, id);
  }
  for (const id of ['tiktok', 'whatsapp', 'viber']) {
    assert.match(
      ageText(id),
      /lenti lépések végén, a kapcsolatai, a beszélgetései és a (feltöltött videói|megosztott fotói) közös átnézése után/,
      id,
    );
  }
  // The class-group apps: keeping an under-13's account is the parent's choice below the app's own age limit.
  for (const id of ['whatsapp', 'viber']) {
    assert.match(ageText(id), /13 évesnél fiatalabb, az app feltételei szerint még nem használhatná.*te döntöd el/, id);
  }
  for (const app of apps) assert.doesNotMatch(ageText(app.id), /ne büntetésből/, app.id);
  // Must-fix 2: signed out, YouTube has no parental settings; the parent's Google account is removed from the phone.
  const youtube = ageText('youtube');
  assert.match(youtube, /felügyelt fiókja legyen bejelentkezve/);
  // Round 15: „töröld” read as deleting the account (and its supervision): removed from this phone only.
  assert.match(youtube, /saját Google-fiókodat pedig távolítsd el a gyerek telefonjáról.*a fiókod megmarad/);
  assert.doesNotMatch(youtube, /jelentkezz ki a saját fiókodból\./);
});

test('what suits a 10-year-old instead names an app of the guide, which the sentence links', () => {
  for (const app of apps)
    if (app.insteadForTen)
      assert.ok(
        apps.some((other) => other.id === app.insteadForTen?.app && other.id !== app.id),
        `${app.id}: ${app.insteadForTen.app}`,
      );
});
