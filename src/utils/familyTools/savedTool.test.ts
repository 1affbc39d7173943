import assert from 'node:assert/strict';
import {test} from 'node:test';
import {printedDate} from './printedDate';
import {agreementFormat, isAgreementEmpty, isRuleAdopted, toggleRule} from './agreementFormat';
import {emptyIncident, incidentLogFormat} from './incidentLogFormat';
import {maxFileBytes, readFile, readStored, serialize} from './savedTool';

const agreement = {
  ...agreementFormat.empty(),
  children: [{id: 'a1', name: 'Anna', age: '9'}],
  adoptedRules: ['k3', 'a1', 'k3'],
  screenFreeTimes: 'vacsora alatt',
  agreedBy: [{id: 'p1', name: 'Apa', date: '2026-11-24'}],
};
const log = {
  entries: [{id: 'e1', ...emptyIncident(), date: '2026-11-20', what: 'Bántó kommentek', policeNote: 'ügyszám 12/2026'}],
  draft: {...emptyIncident(), platform: 'TikTok'},
  editing: 'e1',
};

test('a stored value round-trips, normalised (rules sorted, duplicates dropped)', () => {
  const result = readStored(serialize(agreement, agreementFormat), agreementFormat);
  assert.deepEqual(result, {status: 'ok', data: {...agreement, adoptedRules: ['a1', 'k3']}});
  assert.deepEqual(readStored(serialize(log, incidentLogFormat), incidentLogFormat), {status: 'ok', data: log});
});

test('the entry being edited is kept with the draft, and a log stored without it reads as not editing', () => {
  const withoutEditing = JSON.stringify({kind: incidentLogFormat.kind, version: 2, data: {...log, editing: undefined}});
  assert.deepEqual(readStored(withoutEditing, incidentLogFormat), {
    status: 'ok',
    data: {...log, editing: null},
  });
  const badId = serialize({...log, editing: '../x'}, incidentLogFormat);
  assert.deepEqual(readStored(badId, incidentLogFormat), {status: 'corrupt'});
});

test('stored values carry their kind and version', () => {
  const envelope = JSON.parse(serialize(log, incidentLogFormat));
  assert.equal(envelope.kind, 'digitalis-tudatossag/esetnaplo');
  assert.equal(envelope.version, 2);
});

test('nothing stored reads as empty; unreadable values as corrupt; a later version is told apart', () => {
  assert.deepEqual(readStored(null, agreementFormat), {status: 'empty'});
  for (const raw of ['{', 'null', '[]', '"szöveg"', '{"kind":"digitalis-tudatossag/esetnaplo","version":2}']) {
    assert.deepEqual(readStored(raw, incidentLogFormat), {status: 'corrupt'}, raw);
  }
  const later = JSON.stringify({kind: incidentLogFormat.kind, version: 3, data: {anything: true}});
  assert.deepEqual(readStored(later, incidentLogFormat), {status: 'newer'});
});

test('version 1 of the agreement is read: screen-free text and the names line move to their version 2 fields', () => {
  const v1 = {
    kind: agreementFormat.kind,
    version: 1,
    data: {
      children: [{id: 'a1', name: 'Bence', age: '12'}],
      adoptedRules: [2],
      ownRules: [],
      screenFree: 'étkezéskor',
      chargingPlace: 'konyha',
      whenBroken: '',
      reviewDate: '',
      agreedBy: 'Anya, Apa, Bence',
    },
  };
  const result = readStored(JSON.stringify(v1), agreementFormat);
  assert.equal(result.status, 'ok');
  if (result.status !== 'ok') return;
  assert.equal(result.data.screenFreeTimes, 'étkezéskor');
  assert.equal(result.data.screenFreePlaces, '');
  assert.deepEqual(result.data.agreedBy, [{id: 'v1-alairok', name: 'Anya, Apa, Bence', date: ''}]);
  assert.equal(result.data.chargingPlace, 'konyha');
  assert.deepEqual(result.data.adoptedRules, ['#2']);
});

test('version 2 kept adopted rules by number: they become position references, and a tick turns them into keys', () => {
  const v2 = {kind: agreementFormat.kind, version: 2, data: {...agreementFormat.empty(), adoptedRules: [11, 2]}};
  const result = readStored(JSON.stringify(v2), agreementFormat);
  assert.equal(result.status, 'ok');
  if (result.status !== 'ok') return;
  assert.deepEqual(result.data.adoptedRules, ['#11', '#2']);
  const rules = [
    {key: 'jelszo', number: 2},
    {key: 'ejjel', number: 11},
    {key: 'uj', number: 12},
  ];
  assert.equal(isRuleAdopted(result.data.adoptedRules, rules[0]), true);
  assert.equal(isRuleAdopted(result.data.adoptedRules, rules[2]), false);
  assert.deepEqual(toggleRule(result.data.adoptedRules, rules, rules[2], true), ['ejjel', 'jelszo', 'uj']);
});

test('an adopted rule is kept by its words: reordered, it is still adopted; unticked, it is gone', () => {
  const adopted = ['ejjel', 'jelszo', 'regi'];
  const reordered = [
    {key: 'jelszo', number: 1},
    {key: 'ejjel', number: 5},
  ];
  assert.equal(isRuleAdopted(adopted, reordered[1]), true);
  // A rule no longer on the page stays as it was.
  assert.deepEqual(toggleRule(adopted, reordered, reordered[0], false), ['ejjel', 'regi']);
});

test('version 1 of the log is read: who was told moves to „other”', () => {
  const v1 = {
    kind: incidentLogFormat.kind,
    version: 1,
    data: {entries: [{id: 'e1', date: '2026-10-01', what: 'Fenyegetés', told: 'osztályfőnök, okt. 2.'}]},
  };
  const result = readStored(JSON.stringify(v1), incidentLogFormat);
  assert.equal(result.status, 'ok');
  if (result.status !== 'ok') return;
  assert.equal(result.data.entries[0].otherTold, 'osztályfőnök, okt. 2.');
  assert.equal(result.data.entries[0].schoolDate, '');
  assert.deepEqual(result.data.draft, emptyIncident());
});

test('a saved file is read back', () => {
  const file = serialize(log, incidentLogFormat);
  assert.deepEqual(readFile(file, file.length, incidentLogFormat), {ok: true, data: log});
});

test('wrong files are refused, each with its reason', () => {
  const good = serialize(agreement, agreementFormat);
  const cases: [string, number, string][] = [
    [good, maxFileBytes + 1, 'too-large'],
    ['<html>', 6, 'not-json'],
    [good.slice(0, good.length - 9), good.length - 9, 'not-json'], // truncated
    ['', 0, 'not-json'],
    [serialize(log, incidentLogFormat), 10, 'foreign'], // the other tool's file
    ['{"name":"valami más"}', 20, 'foreign'],
    ['[1,2,3]', 7, 'foreign'],
    [JSON.stringify({kind: agreementFormat.kind, version: 2, data: {children: 'Anna'}}), 10, 'wrong-shape'],
    [JSON.stringify({kind: agreementFormat.kind, version: 'kettő', data: {}}), 10, 'wrong-shape'],
    [JSON.stringify({kind: agreementFormat.kind, version: 9, data: {}}), 10, 'newer'],
  ];
  for (const [text, size, reason] of cases) {
    assert.deepEqual(readFile(text, size, agreementFormat), {ok: false, reason}, text.slice(0, 40));
  }
});

test('oversized fields and rows that are not this tool’s are refused', () => {
  const long = {...agreement, whenBroken: 'x'.repeat(5001)};
  assert.equal(readStored(serialize(long, agreementFormat), agreementFormat).status, 'corrupt');
  const badRule = {...agreement, adoptedRules: ['Nem kulcs!']};
  assert.equal(readStored(serialize(badRule, agreementFormat), agreementFormat).status, 'corrupt');
  const badId = {...agreement, children: [{id: '<script>', name: 'A', age: '1'}]};
  assert.equal(readStored(serialize(badId, agreementFormat), agreementFormat).status, 'corrupt');
  const image = {...log, entries: [{...log.entries[0], what: {src: 'data:image/png;base64,AAAA'}}]};
  assert.equal(
    readStored(JSON.stringify({kind: incidentLogFormat.kind, version: 2, data: image}), incidentLogFormat).status,
    'corrupt',
  );
});

test('an agreement is empty until something is filled in', () => {
  assert.equal(isAgreementEmpty(agreementFormat.empty()), true);
  assert.equal(isAgreementEmpty({...agreementFormat.empty(), children: [{id: 'a', name: ' ', age: ''}]}), true);
  assert.equal(isAgreementEmpty({...agreementFormat.empty(), adoptedRules: ['a1']}), false);
  assert.equal(isAgreementEmpty(agreement), false);
});

test('repeated row ids in a file get new, unique ids, the same on every read', () => {
  const file = JSON.stringify({
    kind: incidentLogFormat.kind,
    version: 2,
    data: {
      entries: [
        {id: 'e1', what: 'Első'},
        {id: 'e1', what: 'Második'},
        {id: 'e1', what: 'Harmadik'},
      ],
    },
  });
  const first = readFile(file, file.length, incidentLogFormat);
  assert.equal(first.ok, true);
  if (!first.ok) return;
  const ids = first.data.entries.map((entry) => entry.id);
  assert.equal(new Set(ids).size, 3);
  assert.equal(ids[0], 'e1');
  assert.deepEqual(
    first.data.entries.map((entry) => entry.what),
    ['Első', 'Második', 'Harmadik'],
  );
  assert.deepEqual(readFile(file, file.length, incidentLogFormat), first);
  assert.equal(readStored(serialize(first.data, incidentLogFormat), incidentLogFormat).status, 'ok');
});

test('a date field prints in the Hungarian long form; anything else as it is', () => {
  assert.equal(printedDate('2027-09-01'), '2027. szeptember 1.');
  assert.equal(printedDate('2026-11-24'), '2026. november 24.');
  assert.equal(printedDate('2026-02-31'), '2026-02-31');
  assert.equal(printedDate('holnap'), 'holnap');
});
