// How a query is matched and ranked: the project's Hungarian query layer on MiniSearch's public API. Plain functions
// of a loaded index file, so that Node runs them on the built index too (quality.test.ts).
//
// A query degrades gracefully, word by word:
//   0. the query is capped (`capQuery`): a pasted page or a crafted link must not keep the browser busy;
//   1. question words („hogyan”, „mit”, „hány” …) and stop words are dropped; a query of nothing else finds nothing;
//   2. each word is matched by its stems (accent-folded, with the authors' stem exceptions), and by the guides'
//      words for it (synonyms, docs/_search/synonyms.json);
//   3. a word the site does not contain is split into two words it does contain („telefonfüggőség” → telefon +
//      függőség), each matched as in 2;
//   4. else its stem is shortened by up to three letters (the stemmer cut one form differently from another);
//   5. else it is matched as a prefix, or one typo away (two for words of eight letters or more);
//   6. a word nothing matches is dropped. „No results” only when every word is dropped.
// The last word is also matched as a prefix, since it may still be being typed.
// Each page and each of its sections is a document; a page's score is the sum of its documents' scores, so a guide
// about a topic, which mentions it in many sections, comes before a page that mentions it once.
import MiniSearch, {type AsPlainObject, type Options, type Query, type SearchOptions} from 'minisearch';
import {queryLimits} from './queryLimits';
import {createHungarian, fold, tokenize, type Hungarian, type Vocabulary} from './hungarian';

/** One document of the index: a page (its title and description) or one of its sections (heading and text). */
export type SearchDocument = {
  id: number;
  /** The id of the page's own document (itself for a page). */
  page: number;
  /** Site path without the base URL, with the section's anchor. */
  url: string;
  title: string;
  heading: string;
  /** What the results show under the heading: the start of the section's text. */
  excerpt: string;
};

/** The index file written at build time (see index.ts). */
export type IndexFile = {
  vocabulary: Vocabulary;
  documents: SearchDocument[];
  /** MiniSearch's own serialization (`miniSearch.toJSON()`). */
  index: AsPlainObject;
};

/** Fields, with how much a word found there counts. */
const boost = {title: 3, heading: 1.8, text: 1};
const fields = Object.keys(boost);

/** How directly a word matched: its own stem counts most. */
const directness = {stem: 1, compound: 0.9, synonym: 0.8, shortened: 0.7, prefix: 0.6, typo: 0.5};
type Kind = keyof typeof directness;

/**
 * The part of a query that is searched: its first 200 characters' first 12 words. Splitting a compound and typo
 * matching grow with a word's length, so they are also skipped for words longer than any real one (see `prepare`).
 */
export const capQuery = (query: string): string[] =>
  tokenize(query.slice(0, queryLimits.characters)).slice(0, queryLimits.words);

/** Words of eight letters or more may have two typos (MiniSearch counts a swap of two letters as two). */

const typos = (term: string) => (term.length >= 8 ? 2 : 1);

export const miniSearchOptions = (hungarian: Hungarian): Options<SearchDocument & {text: string}> => ({
  fields,
  tokenize,
  processTerm: (term) => hungarian.indexTerms(term),
  // Queries arrive as index terms already (see `slotQuery`).
  searchOptions: {tokenize: (text) => [text], processTerm: (term) => term},
});

type Slot = {terms: string[]; mode: 'exact' | 'prefix' | 'typo'; surface: string};
/** Slots that must all match in one document, each an OR of index terms. */
type Alternative = {slots: Slot[]; kind: Kind};
/** One word (or phrase) of the query, with its stages of alternatives, tried in turn until one matches. */
type Group = {word: string; stages: Alternative[][]};

export type SectionHit = SearchDocument & {score: number};
export type PageHit = {
  page: SearchDocument;
  score: number;
  /** The score of the page's own document (title and description). */
  ownScore: number;
  sections: SectionHit[];
};
export type SearchResults = {
  pages: PageHit[];
  /** The index terms that matched, for highlighting (see `highlight`). */
  terms: Set<string>;
};

export type Engine = {
  search(query: string, limit?: number): SearchResults;
  /** The text split into pieces, those whose words matched marked. */
  highlight(text: string, terms: Set<string>): {text: string; match: boolean}[];
  /**
   * The section a suggestion opens: the best one that shows a matched word, when it scored above the page's own
   * title and description (its words may sit deep in a section's text, which the index does not carry).
   */
  landingSection(hit: PageHit, terms: Set<string>): SectionHit | undefined;
  documents: SearchDocument[];
};

export function createEngine({vocabulary, documents, index}: IndexFile): Engine {
  const hungarian = createHungarian(vocabulary);
  const miniSearch = MiniSearch.loadJS<SearchDocument & {text: string}>(index, miniSearchOptions(hungarian));
  const byId = new Map(documents.map((document) => [document.id, document]));

  type Found = Map<number, {score: number; terms: string[]}>;
  const slotMemo = new Map<string, Found>();
  const matchSlot = (slot: Slot): Found => {
    const key = `${slot.mode}\u0000${slot.terms.join('\u0000')}`;
    let found = slotMemo.get(key);
    if (found) return found;
    const options: SearchOptions = {
      boost,
      prefix: slot.mode === 'prefix',
      fuzzy: slot.mode === 'typo' ? typos : false,
    };
    const query: Query = {combineWith: 'OR', queries: slot.terms};
    found = new Map(miniSearch.search(query, options).map((hit) => [hit.id as number, hit]));
    if (slotMemo.size > 2000) slotMemo.clear();
    slotMemo.set(key, found);
    return found;
  };
  const hasTerm = (term: string) => matchSlot({terms: [term], mode: 'exact', surface: term}).size > 0;
  const stemsOf = (word: string) => hungarian.stems(word).filter(hasTerm);

  /** Synonyms of the words starting at `at`: every list entry that matches there. */
  const synonymsAt = (words: string[], at: number) =>
    hungarian.synonyms.filter(
      ({from}) =>
        at + from.length <= words.length &&
        from.every((key, offset) => {
          const word = fold(words[at + offset]);
          return word === key || hungarian.stemKey(word) === hungarian.stemKey(key);
        }),
    );

  const phraseAlternative = (phrase: string[], kind: Kind): Alternative | undefined => {
    const slots: Slot[] = [];
    for (const word of phrase) {
      if (hungarian.isQuestionWord(word)) continue;
      const terms = stemsOf(word);
      if (terms.length === 0) return undefined;
      slots.push({terms, mode: 'exact', surface: word});
    }
    return slots.length > 0 ? {slots, kind} : undefined;
  };
  const synonymAlternatives = (synonyms: {to: string[][]}[]) =>
    synonyms
      .flatMap(({to}) => to.map((phrase) => phraseAlternative(phrase, 'synonym')))
      .filter((alternative) => alternative !== undefined);

  /** A compound the site does not contain, as two words it does (or that have synonyms): [left, right] or []. */
  const splitUnknown = (word: string): string[] => {
    const known = (part: string) => stemsOf(part).length > 0 || synonymsAt([part], 0).length > 0;
    let best: string[] = [];
    for (let at = 3; at <= word.length - 3; at += 1) {
      const [left, right] = [word.slice(0, at), word.slice(at)];
      if (known(left) && known(right) && (best.length === 0 || Math.min(at, word.length - at) > shorter(best))) {
        best = [left, right];
      }
    }
    return best;
  };
  const shorter = ([left, right]: string[]) => Math.min(left.length, right.length);

  function prepare(query: string): Group[] {
    // Only question and stop words („mit”, „hogyan”) would rank pages by chance: none.
    const words = capQuery(query).filter((word) => !hungarian.isQuestionWord(word));
    const groups: Group[] = [];
    const addGroup = (word: string, synonyms: {to: string[][]}[], isLast: boolean, depth = 0) => {
      const own = stemsOf(word);
      const bySynonym = synonymAlternatives(synonyms);
      const isWordLength = word.length <= queryLimits.lettersToSplit;
      if (own.length === 0 && bySynonym.length === 0 && depth === 0 && isWordLength) {
        const parts = splitUnknown(word);
        if (parts.length === 2) {
          parts.forEach((part, index) => addGroup(part, synonymsAt([part], 0), isLast && index === 1, 1));
          return;
        }
      }
      const folded = fold(word);
      const first: Alternative[] = [];
      if (own.length > 0) first.push({slots: [{terms: own, mode: 'exact', surface: word}], kind: 'stem'});
      first.push(...bySynonym);
      // A compound also matches its parts written apart („tartalékkódok” → tartalék kódok).
      const parts = hungarian.splitCompound(folded);
      if (own.length > 0 && parts.length === 2) {
        const alternative = phraseAlternative(parts, 'compound');
        if (alternative) first.push(alternative);
      }
      const typing: Alternative[] =
        isLast && folded.length >= 3
          ? [{slots: [{terms: [folded], mode: 'prefix', surface: word}], kind: 'prefix'}]
          : [];
      // A shorter stem the site contains, and the words starting with it: the stemmer cut another form of the same
      // word differently („fordulni” → forduln, „fordulj” → fordulj: both start with fordul).
      const shortened: Alternative[] = [];
      for (const stem of hungarian.stems(word)) {
        for (let length = stem.length - 1; length >= Math.max(4, stem.length - 3); length -= 1) {
          if (hasTerm(stem.slice(0, length))) {
            shortened.push({
              slots: [{terms: [stem.slice(0, length)], mode: 'prefix', surface: word}],
              kind: 'shortened',
            });
            break;
          }
        }
      }
      const loose: Alternative[] = [];
      if (folded.length >= 4) loose.push({slots: [{terms: [folded], mode: 'prefix', surface: word}], kind: 'prefix'});
      if (folded.length >= 5 && isWordLength) {
        const terms = [...new Set([folded, ...hungarian.stems(word)])].filter((term) => term.length >= 4);
        loose.push({slots: [{terms, mode: 'typo', surface: word}], kind: 'typo'});
      }
      groups.push({
        word,
        stages: [[...first, ...typing], [...shortened, ...typing], loose].filter((stage) => stage.length > 0),
      });
    };
    for (let at = 0; at < words.length;) {
      const synonyms = synonymsAt(words, at);
      const length = Math.max(1, ...synonyms.map(({from}) => from.length));
      if (length > 1) {
        // A synonym of several words („szülői felügyelet”) is one group: its words, or what the guides say instead.
        const alternatives = [
          phraseAlternative(words.slice(at, at + length), 'stem'),
          ...synonymAlternatives(synonyms),
        ];
        const found = alternatives.filter((alternative) => alternative !== undefined);
        if (found.length > 0) groups.push({word: words.slice(at, at + length).join(' '), stages: [found]});
      } else {
        addGroup(words[at], synonyms, at === words.length - 1);
      }
      at += length;
    }
    return groups;
  }

  /** Documents matching one alternative: all its slots in the same document, their scores summed. */
  const matchAlternative = (alternative: Alternative) => {
    let matched: Map<number, {score: number; terms: string[]}> | undefined;
    for (const slot of alternative.slots) {
      const found = matchSlot(slot);
      if (!matched) {
        matched = new Map([...found].map(([id, hit]) => [id, {score: hit.score, terms: [...hit.terms]}]));
        continue;
      }
      for (const [id, hit] of matched) {
        const other = found.get(id);
        if (!other) matched.delete(id);
        else {
          hit.score += other.score;
          hit.terms.push(...other.terms);
        }
      }
    }
    return matched ?? new Map();
  };

  function search(query: string, limit = 8): SearchResults {
    const groups = prepare(query);
    const documentScores = new Map<number, number>();
    const groupsOfPage = new Map<number, Set<Group>>();
    let matchedGroups = 0;
    const terms = new Set<string>();
    for (const group of groups) {
      const hits = new Map<number, number>();
      for (const stage of group.stages) {
        for (const alternative of stage) {
          for (const [id, hit] of matchAlternative(alternative)) {
            const weight = directness[alternative.kind] * hit.score;
            if ((hits.get(id) ?? 0) < weight) hits.set(id, weight);
            for (const term of hit.terms) terms.add(term);
          }
        }
        if (hits.size > 0) break; // a looser stage only when the stricter found nothing
      }
      for (const [id, weight] of hits) {
        documentScores.set(id, (documentScores.get(id) ?? 0) + weight);
        const page = byId.get(id)!.page;
        if (!groupsOfPage.has(page)) groupsOfPage.set(page, new Set());
        groupsOfPage.get(page)!.add(group);
      }
      if (hits.size > 0) matchedGroups += 1;
    }
    const pages = new Map<number, PageHit>();
    for (const [id, score] of documentScores) {
      const document = byId.get(id)!;
      let page = pages.get(document.page);
      if (!page) {
        page = {page: byId.get(document.page)!, score: 0, ownScore: 0, sections: []};
        pages.set(document.page, page);
      }
      page.score += score;
      if (document.id === document.page) page.ownScore = score;
      else page.sections.push({...document, score});
    }
    // A page with more of the query's words comes first: their share, squared, scales its score.
    for (const [id, page] of pages) page.score *= (groupsOfPage.get(id)!.size / matchedGroups) ** 2;
    const ranked = [...pages.values()].sort((a, b) => b.score - a.score).slice(0, limit);
    for (const page of ranked) page.sections.sort((a, b) => b.score - a.score);
    return {pages: ranked, terms};
  }

  function highlight(text: string, matched: Set<string>) {
    const pieces: {text: string; match: boolean}[] = [];
    // Pieces keep the text's own code points (markMatches maps them back onto the page); only the lookup is NFC.
    for (const piece of text.split(/([\p{L}\p{M}\p{N}]+)/u)) {
      if (piece === '') continue;
      const word = piece.normalize('NFC').toLowerCase();
      const match = /[\p{L}\p{N}]/u.test(piece) && hungarian.indexTerms(word).some((term) => matched.has(term));
      const last = pieces[pieces.length - 1];
      if (last && last.match === match) last.text += piece;
      else pieces.push({text: piece, match});
    }
    return pieces;
  }

  function landingSection({ownScore, sections}: PageHit, terms: Set<string>) {
    const shows = (text: string) => highlight(text, terms).some((piece) => piece.match);
    const best = sections.find((hit) => shows(hit.heading) || shows(hit.excerpt)) ?? sections[0];
    return best && best.score > ownScore ? best : undefined;
  }

  return {search, highlight, landingSection, documents};
}
