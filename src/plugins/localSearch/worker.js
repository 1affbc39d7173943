// The search worker: the plugin's own (`@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js`)
// with a different query step. It loads the same index the same way and hands the search bar and the search page the
// same result objects, sorted and grouped by the plugin's own functions, so the bar, its highlighting and the
// results page work unchanged. What differs is how a query is matched (see `search` below and the README):
//   words → question words dropped → synonyms added → each word matched exactly (its stems), else as a compound of
//   words on the site, else by prefix or one typo away; words that match nothing are dropped; pages are ranked by
//   how many (and how rare) of the remaining words they contain, in the title and headings first.
import * as Comlink from 'comlink';
import lunr from 'lunr';
import {
  searchIndexUrl,
  language,
  fuzzyMatchingDistance,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import {tokenize} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import {sortSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import {processTreeStatusOfSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import {prepareQuery, rankPages} from './query';

const cache = new Map();

async function loadIndexes(baseUrl, searchContext) {
  const url = `${baseUrl}${searchIndexUrl.replace('{dir}', searchContext ? `-${searchContext.replace(/\//g, '-')}` : '')}`;
  if (new URL(url, location.origin).origin !== location.origin) throw new Error('Unexpected version url');
  const json = await (await fetch(url)).json();
  return json.map(({documents, index}, type) => ({
    type,
    documents,
    byId: new Map(documents.map((document) => [document.i.toString(), document])),
    index: lunr.Index.load(index),
  }));
}

export class SearchWorker {
  async fetchIndexes(baseUrl, searchContext) {
    await this.lowLevelFetchIndexes(baseUrl, searchContext);
  }

  lowLevelFetchIndexes(baseUrl, searchContext) {
    const key = `${baseUrl}${searchContext}`;
    if (!cache.has(key)) {
      const loading = loadIndexes(baseUrl, searchContext);
      // A failed download is not cached: the next search tries again.
      loading.catch(() => cache.delete(key));
      cache.set(key, loading);
    }
    return cache.get(key);
  }

  async search(baseUrl, searchContext, input, limit) {
    const words = tokenize(input, language);
    if (words.length === 0) return [];
    const indexes = await this.lowLevelFetchIndexes(baseUrl, searchContext);
    const query = prepareQuery(words, indexes, {lunr, fuzzyMatchingDistance});
    const results = rankPages(query, indexes, limit);
    sortSearchResults(results);
    processTreeStatusOfSearchResults(results);
    return results;
  }
}

Comlink.expose(SearchWorker);
