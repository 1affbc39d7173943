import assert from 'node:assert/strict';
import {test} from 'node:test';
import {checklistItemKey, checklistStorageKey, readTicks, writeTicks} from './checklistKeys';

test('an item’s key depends on its words, not on its spacing', () => {
  const key = checklistItemKey('Kipróbáltuk a képernyőképet.');
  assert.match(key, /^[0-9a-z]{1,8}$/);
  assert.equal(checklistItemKey('  Kipróbáltuk   a\nképernyőképet. '), key);
  assert.notEqual(checklistItemKey('Kipróbáltuk a képernyőfelvételt.'), key);
  assert.notEqual(checklistItemKey('kipróbáltuk a képernyőképet.'), key);
});

test('the items of the site’s checklists get distinct keys', () => {
  const texts = Array.from({length: 2000}, (_, i) => `Ellenőrzőlista ${i}. pontja`);
  assert.equal(new Set(texts.map(checklistItemKey)).size, texts.length);
});

test('one storage key per page, whichever form of its address was opened', () => {
  const key = checklistStorageKey('/docs/utmutatok/K%C3%A9perny%C5%91felv%C3%A9telek%20k%C3%A9sz%C3%ADt%C3%A9se');
  assert.equal(key, 'digitalis-tudatossag/pipak:/docs/utmutatok/Képernyőfelvételek készítése');
  assert.equal(checklistStorageKey('/docs/utmutatok/Képernyőfelvételek készítése/'), key);
  assert.equal(checklistStorageKey('/docs/utmutatok/Képernyőfelvételek készítése.html'), key);
  assert.notEqual(checklistStorageKey('/docs/utmutatok/jookostelefon'), key);
  assert.equal(checklistStorageKey('/%E0%A4%A'), 'digitalis-tudatossag/pipak:/%E0%A4%A');
  assert.equal(checklistStorageKey('/'), 'digitalis-tudatossag/pipak:/');
});

test('ticks round-trip; anything else stored there reads as unreadable (null), nothing as no ticks', () => {
  assert.deepEqual(readTicks(writeTicks(['b1', 'a2', 'b1'])), ['a2', 'b1']);
  assert.deepEqual(readTicks(null), []);
  for (const raw of ['{', '[]', 'true', '{"version":2,"ticked":[]}', '{"version":1,"ticked":[1]}', '{"version":1}']) {
    assert.equal(readTicks(raw), null, raw);
  }
});
