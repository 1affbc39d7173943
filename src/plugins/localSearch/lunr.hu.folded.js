// CommonJS on purpose: the same file is required by Node (the search index is built at `npm run build`)
// and bundled by webpack into the browser's search worker, so both sides stem words identically.
const registerHungarian = require('lunr-languages/lunr.hu');
// The authors' word lists, kept beside the content (see the README, section Search).
const vocabulary = require('../../../docs/_search/synonyms.json');

const fold = (word) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const entries = (object) => Object.entries(object).filter(([key]) => key !== 'about');

// Ordinary Hungarian endings (folded): plural, possessive and case suffixes, which may follow each other.
const endings = new Set(
  (
    'a e i o u k t n m d s j ja je ai ei jai jei ok ek ak ok ot et at ot on en an un nak nek ban ben ba be bol rol ' +
    'ra re tol hoz hez val vel nal nel ig kent ert ul om em am od ed ad unk tok tek juk uk ik jaik aim eim ait eit ' +
    'jait jeit aink eink unk ink itok jaink jeink ja jan jen jat jet nk jam jem ' +
    // and a few common derivations: -ás/-és (noun), -hat/-het (can), -ni (to), -sz (you)
    'as es hat het ni sz'
  ).split(' '),
);

/** Whether `rest` is made of at most four ordinary endings (so `word` is an inflected form, not a compound). */
function isEnding(rest, depth = 0) {
  if (rest === '') return true;
  if (depth === 4) return false;
  for (let length = Math.min(4, rest.length); length > 0; length -= 1) {
    if (endings.has(rest.slice(0, length)) && isEnding(rest.slice(length), depth + 1)) return true;
  }
  return false;
}

// Stem exceptions: a listed word followed by ordinary endings gets the listed stem. Longest first.
const stemExceptions = entries(vocabulary.stems)
  .map(([word, stem]) => [fold(word.toLowerCase()), fold(stem.toLowerCase())])
  .sort((a, b) => b[0].length - a[0].length);

function exceptionStem(folded) {
  for (const [word, stem] of stemExceptions) {
    if (folded.startsWith(word) && isEnding(folded.slice(word.length))) return stem;
  }
  return undefined;
}

// Compound parts: a word that starts or ends (before its endings) with one of them is also indexed as two parts.
const compoundParts = vocabulary.compounds.parts
  .map((part) => fold(part.toLowerCase()))
  .sort((a, b) => b.length - a.length);

/** The two parts of a compound word made with a listed part, or [] (folded). */
function splitCompound(folded) {
  for (const part of compoundParts) {
    const rest = folded.slice(part.length);
    if (rest.length >= 3 && folded.startsWith(part) && !isEnding(rest)) return [part, rest];
    const at = folded.indexOf(part, 3);
    if (at >= 3 && isEnding(folded.slice(at + part.length))) return [folded.slice(0, at), folded.slice(at)];
  }
  return [];
}

/**
 * lunr's Hungarian support with accent-insensitive stems, stem exceptions and compound parts.
 * - Each word is indexed and searched as both fold(stem(word)) and stem(fold(word)), so „képernyőfelvétel” and
 *   „kepernyofelvetel” meet whichever way the Snowball stemmer treats the accented and the unaccented spelling.
 * - A word listed under "stems" in docs/_search/synonyms.json gets the listed stem in every inflected form.
 * - At indexing only, a compound made with a part listed under "compounds" is indexed as itself and as its two
 *   parts (same position, so highlights cover the whole word).
 */
module.exports = function registerFoldedHungarian(lunr) {
  registerHungarian(lunr);
  const stem = lunr.hu.stemmer;
  const foldingStemmer = (token) => {
    const exception = exceptionStem(fold(token.toString()));
    if (exception !== undefined) return token.update(() => exception);
    const stemmedThenFolded = stem(token.clone()).update(fold);
    const foldedThenStemmed = stem(token.clone(fold));
    return stemmedThenFolded.toString() === foldedThenStemmed.toString()
      ? stemmedThenFolded
      : [stemmedThenFolded, foldedThenStemmed];
  };
  lunr.hu.stemmer = foldingStemmer;
  // Same label as the original, so a serialized index loads with this function.
  delete lunr.Pipeline.registeredFunctions['stemmer-hu'];
  lunr.Pipeline.registerFunction(foldingStemmer, 'stemmer-hu');

  const compoundSplitter = (token) => {
    const parts = splitCompound(fold(token.toString()));
    return parts.length === 0 ? token : [token, ...parts.map((part) => token.clone(() => part))];
  };
  lunr.Pipeline.registerFunction(compoundSplitter, 'compounds-hu');
  const useHungarian = lunr.hu;
  lunr.hu = function useHungarianWithCompounds() {
    useHungarian.call(this);
    this.pipeline.before(lunr.hu.stemmer, compoundSplitter);
  };
  Object.assign(lunr.hu, useHungarian);
  lunr.hu.fold = fold;
  lunr.hu.splitCompound = splitCompound;
  lunr.hu.vocabulary = vocabulary;
};
