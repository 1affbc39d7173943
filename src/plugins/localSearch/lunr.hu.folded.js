// CommonJS on purpose: the same file is required by Node (the search index is built at `npm run build`)
// and bundled by webpack into the browser's search worker, so both sides stem words identically.
const registerHungarian = require('lunr-languages/lunr.hu');

const fold = (word) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/**
 * lunr's Hungarian support with accent-insensitive stems. Each word is indexed and searched as both
 * fold(stem(word)) and stem(fold(word)), so „képernyőfelvétel” and „kepernyofelvetel” meet whichever way
 * the Snowball stemmer treats the accented and the unaccented spelling.
 */
module.exports = function registerFoldedHungarian(lunr) {
  registerHungarian(lunr);
  const stem = lunr.hu.stemmer;
  const foldingStemmer = (token) => {
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
};
