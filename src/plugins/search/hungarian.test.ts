import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {test} from 'node:test';
import {createHungarian, fold, isEnding, tokenize, type Roots, type Vocabulary} from './hungarian';
import {makeRoots} from './roots';
import {apps} from '../../data/apps';

const vocabulary = JSON.parse(
  readFileSync(new URL('../../../docs/_search/synonyms.json', import.meta.url), 'utf8'),
) as Vocabulary;
const hungarian = createHungarian(vocabulary);

test('folding drops accents, tokenizing splits at anything but letters and digits', () => {
  assert.equal(fold('képernyőfelvétel'), 'kepernyofelvetel');
  assert.deepEqual(tokenize('Hogyan kapcsolom be a 2FA-t?'), ['hogyan', 'kapcsolom', 'be', 'a', '2fa', 't']);
});

test('accented and unaccented forms meet in one stem', () => {
  const accented = hungarian.indexTerms('zaklatásokat');
  assert.ok(hungarian.stems('zaklatasokat').some((stem) => accented.includes(stem)));
  assert.ok(
    hungarian.stems('kepernyofelveteleidet').some((stem) => hungarian.indexTerms('képernyőfelvétel').includes(stem)),
  );
});

test("the authors' stem exceptions hold in every inflected form", () => {
  for (const word of ['okostelefon', 'okostelefonok', 'okostelefonját', 'okostelefonjaival']) {
    assert.deepEqual(hungarian.stems(word), ['okostelefon'], word);
  }
  assert.deepEqual(hungarian.stems('jelszavainkat'), ['jelszo']);
  assert.ok(isEnding('jaival'));
  assert.ok(!isEnding('kezelo'));
});

// The apps the guides cover: the stemmer cut „Instagram” to instagr but „instagramom” to instagram, so a child's
// „feltörték az instagramomat” found no Instagram section; „tiktokkal” and „tiktokozik” the same.
test("an app's name meets its inflected forms, its instrumental's doubled sound and a verb made of it", () => {
  const names = apps.map((app) => app.name.toLowerCase());
  assert.deepEqual(
    names.filter((name) => !vocabulary.names?.words.includes(name)),
    [],
    'every app in src/data/apps.tsx is one of the vocabulary names',
  );
  for (const name of [...names, 'facebook']) {
    const [stem] = hungarian.indexTerms(name);
    const last = name.replace(/e$/, '').slice(-1);
    // The names Hungarian says with front vowels („messengeren”, „viberen”, „snapchaten”); the rest take back ones.
    const [a, o] = /^(messenger|viber|snapchat)$/.test(name) ? ['e', 'e'] : ['a', 'o'];
    const sound = /(.)\1$/.test(name) ? '' : last === 'x' ? 'sz' : last;
    const forms = [`${o}m`, `${o}t`, `${o}n`, `r${a}`, `${sound}${a}l`, `${o}zik`, `${o}zni`];
    for (const form of forms) {
      assert.ok(hungarian.stems(name + form).includes(stem), `${name}${form}: ${hungarian.stems(name + form)}`);
    }
  }
  assert.deepEqual(hungarian.stems('whatsappal'), ['whatsapp']);
  // Only names: another word's own verb („telefonozik”) or instrumental („gyerekkel”) is not set apart with it.
  assert.notDeepEqual(hungarian.stems('telefonozik'), hungarian.stems('telefon'));
  assert.notDeepEqual(hungarian.stems('gyerekkel'), hungarian.stems('gyerek'));
});

test('a word set apart is not joined again by the roots table („magától” is not „magam”); other forms still join', () => {
  const roots = JSON.parse(readFileSync(new URL('./roots.json', import.meta.url), 'utf8')) as {roots: Roots};
  const withRoots = createHungarian(vocabulary, roots.roots);
  assert.deepEqual(withRoots.stems('magától'), ['magatol']);
  assert.deepEqual(withRoots.stems('maguktól'), ['magatol']);
  assert.deepEqual(withRoots.otherForms('magától'), []);
  assert.ok(!withRoots.otherForms('magam').includes('magatol'));
  // The stem exceptions that join forms keep what the roots table adds to them.
  assert.ok(withRoots.otherForms('gyerekkel').includes('gyerek'), withRoots.otherForms('gyerekkel').join());
  assert.ok(withRoots.otherForms('jelez').includes('jelz'), withRoots.otherForms('jelez').join());
});

test('a compound made with a listed part is indexed as itself and its two parts', () => {
  assert.deepEqual(hungarian.splitCompound('kepernyoido'), ['kepernyo', 'ido']);
  assert.deepEqual(hungarian.splitCompound('okostelefonok'), ['okos', 'telefonok']);
  assert.deepEqual(hungarian.splitCompound('telefon'), []);
  const terms = hungarian.indexTerms('tartalékkódok');
  assert.ok(terms.includes('kod'), terms.join());
  assert.ok(hungarian.indexTerms('okostelefonok').includes('telefon'));
});

test('only the listed part of a compound is indexed: a screenshot (képernyőkép) is no picture (kép)', () => {
  const terms = hungarian.indexTerms('képernyőképet');
  assert.ok(
    hungarian.stems('képernyő').some((stem) => terms.includes(stem)),
    terms.join(),
  );
  assert.ok(!hungarian.stems('kép').some((stem) => terms.includes(stem)), terms.join());
});

test('stop words are not indexed; question words are dropped from queries', () => {
  assert.deepEqual(hungarian.indexTerms('és'), []);
  assert.ok(hungarian.isQuestionWord('hogyan'));
  assert.ok(hungarian.isQuestionWord('csinaljak'));
  assert.ok(!hungarian.isQuestionWord('telefon'));
});

test('synonym keys are folded words', () => {
  const entry = hungarian.synonyms.find(({from}) => from.join(' ') === 'szuloi felugyelet');
  assert.ok(entry);
  assert.deepEqual(entry.to[0], ['family', 'link']);
});

test('a question word is one in any of its forms, a short one only as written', () => {
  for (const word of ['fiam', 'fiamat', 'lányomnak', 'unokámat', 'hogyan'])
    assert.ok(hungarian.isQuestionWord(word), word);
  for (const word of ['mitesz', 'telefon', 'azonosító']) assert.ok(!hungarian.isQuestionWord(word), word);
});

test('a pronoun in any form is dropped from a query, a word that only begins like one is not', () => {
  for (const word of ['akivel', 'amiről', 'valakitől', 'mindenkinek', 'senkivel', 'amelyik'])
    assert.ok(hungarian.isQuestionWord(word), word);
  for (const word of ['amerikai', 'akció', 'valamikor', 'semmilyen']) assert.ok(!hungarian.isQuestionWord(word), word);
});

test("the roots table joins the stems of one word's forms, which the stemmer cut apart", () => {
  // Snowball: „bántják” → bantja, bantj; „bántanak” → bant; „bánt” → ban.
  const counts = new Map([
    ['bántják', 2],
    ['bántanak', 1],
    ['bánt', 3],
    ['védi', 2],
    ['vedd', 1],
    ['veszi', 1],
  ]);
  const rootsOf = new Map([
    ['bántják', ['bánt']],
    ['bántanak', ['bánt']],
    ['bánt', ['bánt', 'bán', 'bánik']],
    ['védi', ['véd']],
    ['vedd', ['vesz']],
    ['veszi', ['vesz']],
  ]);
  const table = makeRoots(counts, rootsOf, vocabulary);
  assert.deepEqual(table.roots, {bant: 'ban', bantj: 'ban', bantja: 'ban'});
  // „ved” stems „védi” (protect) and „vedd” (take it): it joins neither word.
  assert.equal(table.stems, 'ban bant bantj bantja ved vesz');

  const withRoots = createHungarian(vocabulary, table.roots);
  assert.deepEqual(withRoots.otherForms('bántják').sort(), ['ban', 'bant']);
  assert.deepEqual(withRoots.otherForms('bánt').sort(), ['bant', 'bantj', 'bantja']);
  assert.deepEqual(withRoots.otherForms('védi'), []);
  assert.deepEqual(withRoots.indexTerms('bántják'), hungarian.indexTerms('bántják'));
});
