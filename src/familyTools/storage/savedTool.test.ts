import assert from 'node:assert/strict';
import {test} from 'node:test';
import {printedDate} from './printedDate';
import {agreementFormat, familyTitle, isAgreementEmpty, isRuleAdopted, toggleRule} from './agreementFormat';
import {checklistItemKey} from './checklistKeys';
import {emptyAbout, emptyIncident, incidentLogFormat, isLogEmpty} from './incidentLogFormat';
import {maxFileBytes, readFile, readStored, serialize} from './savedTool';

const agreement = {
  ...agreementFormat.empty(),
  children: [{id: 'a1', name: 'Anna', age: '9'}],
  adoptedRules: ['k3', 'a1', 'k3'],
  screenFreeTimes: 'vacsora alatt',
  agreedBy: [{id: 'p1', name: 'Apa', date: '2026-11-24'}],
};
const log = {
  about: {...emptyAbout(), child: 'Kovács Panni', school: '7.b, Petőfi Általános Iskola', offenderKnown: '2026-11-21'},
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
  const withoutEditing = JSON.stringify({kind: incidentLogFormat.kind, version: 3, data: {...log, editing: undefined}});
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
  assert.equal(envelope.version, 3);
});

test('nothing stored reads as empty; unreadable values as corrupt; a later version is told apart', () => {
  assert.deepEqual(readStored(null, agreementFormat), {status: 'empty'});
  for (const raw of ['{', 'null', '[]', '"szöveg"', '{"kind":"digitalis-tudatossag/esetnaplo","version":2}']) {
    assert.deepEqual(readStored(raw, incidentLogFormat), {status: 'corrupt'}, raw);
  }
  const later = JSON.stringify({kind: incidentLogFormat.kind, version: 4, data: {anything: true}});
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
  assert.equal(result.data.familyName, '');
  // Rule 2 („A jelszó titok.”) is a safety rule now: fixed for everyone, no longer a tick.
  assert.deepEqual(result.data.adoptedRules, []);
});

test('version 2 kept adopted rules by number: each becomes the words of the rule that had it; safety rules drop', () => {
  const v2 = {
    kind: agreementFormat.kind,
    version: 2,
    data: {...agreementFormat.empty(), adoptedRules: [11, 2, 12, 99]},
  };
  const result = readStored(JSON.stringify(v2), agreementFormat);
  assert.equal(result.status, 'ok');
  if (result.status !== 'ok') return;
  assert.deepEqual(
    result.data.adoptedRules,
    [checklistItemKey('Este van képernyőmentes idő.'), checklistItemKey('A szabályokat közösen átnézzük')].sort(),
  );
});

test('version 3: ticks on rules that are now fixed safety rules are dropped, the rest kept, and it loads', () => {
  const safety = [
    'A jelszó titok.',
    'Ha valami rossz érzést kelt, szólunk.',
    'Ha valaki bánt minket az interneten, nem válaszolunk neki, és először szólunk egy felnőttnek.',
    'Olyan emberrel, akit csak az internetről ismerünk, csak a szüleink (vagy aki nevel minket) tudtával, egyikük jelenlétében, nyilvános helyen találkozunk.',
  ].map(checklistItemKey);
  const kept = checklistItemKey('A frissítéseket nem halogatjuk.');
  const v3 = {
    kind: agreementFormat.kind,
    version: 3,
    data: {...agreementFormat.empty(), familyName: undefined, adoptedRules: [...safety, kept, '#7', '#3', 'regi1']},
  };
  const result = readStored(JSON.stringify(v3), agreementFormat);
  assert.equal(result.status, 'ok');
  if (result.status !== 'ok') return;
  const appInstall = checklistItemKey('Új alkalmazást csak megbeszélés után töltünk le.');
  // A key no page knows (a rule since removed) stays, as before: a later page that brings it back shows it adopted.
  assert.deepEqual(result.data.adoptedRules, [appInstall, kept, 'regi1'].sort());
  assert.equal(result.data.familyName, '');
  // Saved again, it is a version 4 agreement that reads back the same.
  assert.deepEqual(readStored(serialize(result.data, agreementFormat), agreementFormat), result);
  // A `#n` reference is version 3's own; stored as version 4, it is not this format's.
  const v4WithNumber = JSON.stringify({kind: agreementFormat.kind, version: 4, data: {adoptedRules: ['#2']}});
  assert.equal(readStored(v4WithNumber, agreementFormat).status, 'corrupt');
});

test('ticking and unticking a rule keeps it by its words, and leaves rules no longer on the page alone', () => {
  const rule = {key: 'ejjel', number: 13};
  assert.equal(isRuleAdopted(['ejjel'], rule), true);
  assert.equal(isRuleAdopted(['jelszo'], rule), false);
  assert.deepEqual(toggleRule(['regi', 'uj'], rule, true), ['ejjel', 'regi', 'uj']);
  assert.deepEqual(toggleRule(['ejjel', 'regi'], rule, false), ['regi']);
  assert.deepEqual(toggleRule(['ejjel'], rule, true), ['ejjel']);
});

test('the printed title takes the family name with the right article, without doubling „család”', () => {
  assert.deepEqual(familyTitle('Kovács'), {article: 'A', name: 'Kovács'});
  assert.deepEqual(familyTitle('  Orbán család '), {article: 'Az', name: 'Orbán'});
  assert.deepEqual(familyTitle('Édes-Nagy'), {article: 'Az', name: 'Édes-Nagy'});
  assert.deepEqual(familyTitle('Szabó Család'), {article: 'A', name: 'Szabó'});
  assert.equal(familyTitle(' '), null);
  assert.equal(familyTitle('család'), null);
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
  assert.deepEqual(result.data.about, emptyAbout());
});

test('version 2 of the log is read: whom it is about starts empty; the log is empty only with nothing in it', () => {
  const v2 = {kind: incidentLogFormat.kind, version: 2, data: {entries: log.entries, draft: emptyIncident()}};
  const result = readStored(JSON.stringify(v2), incidentLogFormat);
  assert.deepEqual(result, {
    status: 'ok',
    data: {about: emptyAbout(), entries: log.entries, draft: emptyIncident(), editing: null},
  });
  assert.equal(isLogEmpty(incidentLogFormat.empty()), true);
  assert.equal(isLogEmpty({...incidentLogFormat.empty(), about: {...emptyAbout(), child: 'Panni'}}), false);
  const badAbout = JSON.stringify({kind: incidentLogFormat.kind, version: 3, data: {about: {child: 5}}});
  assert.equal(readStored(badAbout, incidentLogFormat).status, 'corrupt');
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
    readStored(JSON.stringify({kind: incidentLogFormat.kind, version: 3, data: image}), incidentLogFormat).status,
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
    version: 3,
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
