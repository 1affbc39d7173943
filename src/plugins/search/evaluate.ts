// The query sets against a built index: shared by quality.test.ts and `npm run bench`.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createEngine, type Engine, type IndexFile} from './engine';

export type QuerySet = {queries: {query: string; page: string; kind: string}[]};

/** The index file of a built site (build/assets/search-index.<hash>.json). */
export function builtIndexFile(buildDir: string): string {
  const dir = path.join(buildDir, 'assets');
  const [name, ...others] = readdirSync(dir).filter((file) => /^search-index\.[0-9a-f]+\.json$/.test(file));
  if (!name || others.length > 0) throw new Error(`expected one search index in ${dir}`);
  return path.join(dir, name);
}

export const loadBuiltEngine = (buildDir: string): Engine =>
  createEngine(JSON.parse(readFileSync(builtIndexFile(buildDir), 'utf8')) as IndexFile);

export function evaluate(engine: Engine, {queries}: QuerySet) {
  const rows = queries.map(({query, page, kind}) => {
    const pages = engine.search(query, 8).pages.map((hit) => hit.page.url);
    return {query, kind, expected: page, pages, rank: pages.indexOf(page) + 1};
  });
  return {
    rows,
    top1: rows.filter((row) => row.rank === 1).length,
    top3: rows.filter((row) => row.rank >= 1 && row.rank <= 3).length,
  };
}
