// How a query is matched and ranked, for the search worker (worker.js). Plain functions of the loaded lunr
// indexes, so that Node can run them on build/search-index.json too.
//
// A query degrades gracefully, word by word:
//   1. question words („hogyan”, „mit”, „hány” …) and stop words are dropped, unless nothing else is left;
//   2. each word is matched by its stems (accent-folded, with the stem exceptions of lunr.hu.folded.js), and by the
//      guides' words for it (synonyms, docs/_search/synonyms.json);
//   3. a word the site does not contain is split into two words it does contain („telefonfüggőség” → telefon +
//      függőség), each matched as in 2;
//   4. else its stem is shortened by up to three letters (the stemmer cut one form differently from another);
//   5. else it is matched as a prefix, or one typo away (the plugin's `fuzzyMatchingDistance`);
//   6. a word nothing matches is dropped. „No results” only when every word is dropped.
// The last word is also matched as a prefix, since it may still be being typed.
// Pages are then ranked by the words they contain, each weighted by its rarity across pages, by where it is
// (title, heading, description, text) and by how directly it matched (its own stem > synonym > shortened > prefix >
// typo). Each page brings its best sections, so a short list shows several pages.
const fold = (word) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const clean = (word) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
const entries = (object) => Object.entries(object).filter(([key]) => key !== 'about');

// Title, heading, description, keywords, text: where a word is found counts this much.
const placeWeight = [3, 1.8, 1.5, 1.2, 1];
const directness = {stem: 1, compound: 0.9, synonym: 0.8, shortened: 0.7, prefix: 0.6, typo: 0.5};

/** Terms of the index for a word: its stems that the site contains. */
function stemsOf(word, context) {
  return [...new Set(context.pipeline.runString(word))].filter((term) => term && context.hasTerm(term));
}

function createContext(indexes, lunr, fuzzyMatchingDistance) {
  const {index} = indexes[0];
  // docs/_search/synonyms.json, as lunr.hu.folded.js loaded it (the same lists for the index and the query).
  const {vocabulary} = lunr.hu;
  const questionWords = new Set(vocabulary.questionWords.words.map((word) => fold(word.toLowerCase())));
  const vocabularies = indexes.map((wrapped) => wrapped.index.invertedIndex);
  const synonymEntries = entries(vocabulary.synonyms).map(([from, to]) => ({
    from: from.toLowerCase().split(/\s+/).map(fold),
    to: to.map((phrase) => phrase.toLowerCase().split(/\s+/)),
  }));
  return {
    lunr,
    pipeline: index.pipeline,
    fuzzyMatchingDistance: Math.max(0, fuzzyMatchingDistance ?? 1),
    hasTerm: (term) => vocabularies.some((terms) => Object.prototype.hasOwnProperty.call(terms, term)),
    isStopWord: (word) =>
      questionWords.has(fold(word)) || (lunr.hu?.stopWordFilter && !lunr.hu.stopWordFilter(new lunr.Token(word))),
    synonymEntries,
    stemKey: (word) => index.pipeline.runString(word).sort().join(' '),
  };
}

/** Synonyms of the words starting at `at`: [{length, phrases}] for every list entry that matches there. */
function synonymsAt(words, at, context) {
  const found = [];
  for (const {from, to} of context.synonymEntries) {
    if (at + from.length > words.length) continue;
    const matches = from.every((key, offset) => {
      const word = fold(words[at + offset]);
      return word === key || context.stemKey(word) === context.stemKey(key);
    });
    if (matches) found.push({length: from.length, phrases: to});
  }
  return found;
}

/** An alternative: slots that must all match one section, each an OR of index terms. */
function phraseAlternative(phrase, kind, context) {
  const slots = [];
  for (const word of phrase) {
    if (context.isStopWord(word)) continue;
    const terms = stemsOf(word, context);
    if (terms.length === 0) return undefined;
    slots.push({terms, mode: 'exact', surface: word});
  }
  return slots.length > 0 ? {slots, kind} : undefined;
}

/** A compound the site does not contain, as two words it does (or that have synonyms): [left, right] or []. */
function splitUnknown(word, context) {
  const folded = fold(word);
  const known = (part) => stemsOf(part, context).length > 0 || synonymsAt([part], 0, context).length > 0;
  let best = [];
  for (let at = 3; at <= folded.length - 3; at += 1) {
    const left = word.slice(0, at);
    const right = word.slice(at);
    if (
      known(left) &&
      known(right) &&
      (best.length === 0 || Math.min(at, word.length - at) > Math.min(best[0].length, best[1].length))
    ) {
      best = [left, right];
    }
  }
  return best;
}

/**
 * The query as groups, one per word that has to be matched, each with its stages of alternatives (tried in turn
 * until one matches something).
 */
export function prepareQuery(rawWords, indexes, {lunr, fuzzyMatchingDistance}) {
  const context = createContext(indexes, lunr, fuzzyMatchingDistance);
  const all = rawWords.map(clean).filter(Boolean);
  const content = all.filter((word) => !context.isStopWord(word));
  const words = content.length > 0 ? content : all;
  const groups = [];
  const addGroup = (word, synonyms, isLast, depth = 0) => {
    const own = stemsOf(word, context);
    const synonymAlternatives = synonyms
      .flatMap(({phrases}) => phrases.map((phrase) => phraseAlternative(phrase, 'synonym', context)))
      .filter(Boolean);
    if (own.length === 0 && synonymAlternatives.length === 0 && depth === 0) {
      const parts = splitUnknown(word, context);
      if (parts.length === 2) {
        parts.forEach((part, index) => addGroup(part, synonymsAt([part], 0, context), isLast && index === 1, 1));
        return;
      }
    }
    const first = [];
    if (own.length > 0) first.push({slots: [{terms: own, mode: 'exact', surface: word}], kind: 'stem'});
    first.push(...synonymAlternatives);
    // A compound also matches its parts written apart („tartalékkódok” → tartalék kódok).
    const parts = context.lunr.hu.splitCompound(fold(word));
    if (own.length > 0 && parts.length === 2) {
      const alternative = phraseAlternative(parts, 'compound', context);
      if (alternative) first.push(alternative);
    }
    const folded = fold(word);
    const typing =
      isLast && folded.length >= 3 ? [{slots: [{terms: [folded], mode: 'prefix', surface: word}], kind: 'prefix'}] : [];
    // A shorter stem the site contains, and the words starting with it: the stemmer cut another form of the same
    // word differently („fordulni” → forduln, „fordulj” → fordulj: both start with fordul).
    const shortened = [];
    for (const stem of new Set(context.pipeline.runString(word))) {
      for (let length = stem.length - 1; length >= Math.max(4, stem.length - 3); length -= 1) {
        if (context.hasTerm(stem.slice(0, length))) {
          shortened.push({slots: [{terms: [stem.slice(0, length)], mode: 'prefix', surface: word}], kind: 'shortened'});
          break;
        }
      }
    }
    const loose = [];
    if (folded.length >= 4) loose.push({slots: [{terms: [folded], mode: 'prefix', surface: word}], kind: 'prefix'});
    if (folded.length >= 5 && context.fuzzyMatchingDistance > 0) {
      const terms = [...new Set([folded, ...context.pipeline.runString(word)])].filter((term) => term.length >= 4);
      loose.push({slots: [{terms, mode: 'typo', surface: word}], kind: 'typo'});
    }
    groups.push({
      word,
      stages: [first.concat(typing), shortened.concat(typing), loose].filter((stage) => stage.length > 0),
    });
  };
  for (let at = 0; at < words.length;) {
    const synonyms = synonymsAt(words, at, context);
    const length = Math.max(1, ...synonyms.map((synonym) => synonym.length));
    // A synonym of several words („szülői felügyelet”) is one group: its words, or what the guides say instead.
    const word = words.slice(at, at + length).join(' ');
    if (length > 1) {
      const phrase = phraseAlternative(words.slice(at, at + length), 'stem', context);
      const alternatives = [
        phrase,
        ...synonyms.flatMap(({phrases}) => phrases.map((p) => phraseAlternative(p, 'synonym', context))),
      ].filter(Boolean);
      if (alternatives.length > 0) groups.push({word, stages: [alternatives]});
    } else {
      addGroup(word, synonyms, at === words.length - 1);
    }
    at += length;
  }
  return {groups, context};
}

function mergeMetadata(target, metadata) {
  for (const [term, fields] of Object.entries(metadata)) {
    target[term] ??= {};
    for (const [field, data] of Object.entries(fields)) {
      target[term][field] ??= {position: []};
      target[term][field].position.push(...(data.position ?? []));
    }
  }
}

/** Sections of one index matching one slot: Map(ref → {score, metadata}). Memoized per query. */
function matchSlot(slot, wrapped, context, memo) {
  const key = `${wrapped.type}\u0000${slot.mode}\u0000${slot.terms.join('\u0000')}`;
  if (memo.has(key)) return memo.get(key);
  const {lunr} = context;
  const found = new Map();
  const results = wrapped.index.query((query) => {
    for (const term of slot.terms) {
      query.term(term, {
        usePipeline: false,
        presence: lunr.Query.presence.OPTIONAL,
        wildcard: slot.mode === 'prefix' ? lunr.Query.wildcard.TRAILING : lunr.Query.wildcard.NONE,
        ...(slot.mode === 'typo' ? {editDistance: context.fuzzyMatchingDistance} : null),
      });
    }
  });
  for (const {ref, score, matchData} of results) found.set(ref, {score, metadata: matchData.metadata});
  memo.set(key, found);
  return found;
}

/** Sections matching one alternative in one index: Map(ref → {score, metadata}), all slots in the same section. */
function matchAlternative(alternative, wrapped, context, memo) {
  let matched;
  for (const slot of alternative.slots) {
    const found = matchSlot(slot, wrapped, context, memo);
    if (!matched) {
      matched = new Map([...found].map(([ref, hit]) => [ref, {score: hit.score, metadata: [hit.metadata]}]));
    } else {
      for (const [ref, hit] of matched) {
        const other = found.get(ref);
        if (!other) matched.delete(ref);
        else {
          hit.score += other.score;
          hit.metadata.push(other.metadata);
        }
      }
    }
  }
  return matched ?? new Map();
}

const siteWideCache = new WeakMap();

/**
 * Keywords every page has: the site's <meta name="keywords"> is the same on most pages, so matching it says nothing
 * about a page. Those keyword entries are not matched.
 */
function siteWideKeywords(indexes) {
  if (!siteWideCache.has(indexes)) {
    const keywords = indexes[3]?.documents ?? [];
    const counts = new Map();
    for (const document of keywords) counts.set(document.t, (counts.get(document.t) ?? 0) + 1);
    const pageCount = indexes[0].documents.length;
    siteWideCache.set(indexes, new Set(keywords.filter((document) => counts.get(document.t) > pageCount / 2)));
  }
  return siteWideCache.get(indexes);
}

/** Ranks pages for the prepared query and returns the plugin's result objects, at most `limit`. */
export function rankPages({groups, context}, indexes, limit) {
  const memo = new Map();
  const titles = indexes[0];
  const siteWide = siteWideKeywords(indexes);
  const pageCount = Math.max(1, titles.documents.length);
  // section key → {wrapped, document, pageId, metadata, groups: Map(group → weight), score}
  const sections = new Map();
  const usedWords = new Set();
  const groupPages = [];
  for (const group of groups) {
    const hits = new Map(); // section key → weight for this group
    for (const stage of group.stages) {
      for (const alternative of stage) {
        for (const wrapped of indexes) {
          for (const [ref, hit] of matchAlternative(alternative, wrapped, context, memo)) {
            const document = wrapped.byId.get(ref);
            if (!document || siteWide.has(document)) continue;
            const key = `${wrapped.type}:${ref}`;
            const weight =
              directness[alternative.kind] * placeWeight[wrapped.type] * (1 + 0.15 * Math.log1p(hit.score));
            let section = sections.get(key);
            if (!section) {
              section = {
                wrapped,
                document,
                pageId: wrapped.type === 0 ? document.i : document.p,
                metadata: {},
                groups: new Map(),
                score: 0,
              };
              sections.set(key, section);
            }
            hit.metadata.forEach((metadata) => mergeMetadata(section.metadata, metadata));
            if ((hits.get(key) ?? 0) < weight) hits.set(key, weight);
            for (const slot of alternative.slots) usedWords.add(slot.surface);
          }
        }
      }
      if (hits.size > 0) break; // graceful degradation: a looser stage only when the stricter found nothing
    }
    const pages = new Map(); // page → {best: best weight of this group on it, count: its sections that match}
    for (const [key, weight] of hits) {
      const section = sections.get(key);
      section.groups.set(group, Math.max(section.groups.get(group) ?? 0, weight));
      const page = pages.get(section.pageId) ?? {best: 0, count: 0};
      pages.set(section.pageId, {best: Math.max(page.best, weight), count: page.count + 1});
    }
    groupPages.push({group, pages});
  }

  // A word's weight is its rarity across pages; a word nothing matched is dropped (weight 0).
  const pageScores = new Map();
  const rarity = new Map();
  for (const {group, pages} of groupPages) {
    if (pages.size === 0) continue;
    const idf = Math.log(1 + pageCount / pages.size);
    rarity.set(group, idf);
    // Where it matches best, and a little for how often: a guide about a topic mentions it in many sections.
    for (const [pageId, {best, count}] of pages) {
      pageScores.set(pageId, (pageScores.get(pageId) ?? 0) + idf * best * (1 + 0.1 * Math.log(count)));
    }
  }
  if (pageScores.size === 0) return [];
  for (const section of sections.values()) {
    for (const [group, weight] of section.groups) section.score += (rarity.get(group) ?? 0) * weight;
  }
  const sectionsByPage = new Map();
  for (const section of sections.values()) {
    if (section.groups.size === 0) continue;
    if (!sectionsByPage.has(section.pageId)) sectionsByPage.set(section.pageId, []);
    sectionsByPage.get(section.pageId).push(section);
  }
  // Pages with more matching sections come first among equals.
  const rankedPages = [...pageScores]
    .map(([pageId, score]) => [pageId, score + 0.05 * Math.log1p(sectionsByPage.get(pageId)?.length ?? 0)])
    .sort((a, b) => b[1] - a[1]);

  const tokens = [...new Set([...usedWords].map((word) => word.toLowerCase()))];
  for (const section of sections.values()) {
    for (const term of Object.keys(section.metadata)) if (term.length >= 4) tokens.push(term);
  }
  const highlightTokens = [...new Set(tokens)].sort((a, b) => b.length - a.length);

  const results = [];
  rankedPages.forEach(([pageId, pageScore], rank) => {
    if (results.length >= limit) return;
    const perPage = Math.max(rank === 0 ? 3 : 2, Math.floor(limit / rankedPages.length));
    // The page's title when it matched, then the sections matching most words.
    const best = sectionsByPage
      .get(pageId)
      .sort(
        (a, b) =>
          (a.wrapped.type === 0 ? 0 : 1) - (b.wrapped.type === 0 ? 0 : 1) ||
          b.groups.size - a.groups.size ||
          b.score - a.score,
      )
      .slice(0, perPage);
    const page = titles.byId.get(String(pageId));
    for (const section of best) {
      if (results.length >= limit) break;
      results.push({
        document: section.document,
        type: section.wrapped.type,
        page: section.wrapped.type !== 0 && page,
        metadata: section.metadata,
        tokens: highlightTokens,
        score: pageScore,
      });
    }
  });
  return results;
}
