// The query sets against a built index: shared by quality.test.ts and `npm run bench`.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {createEngine, type Engine, type IndexFile, type PageHit} from './engine';

/** An answer: a page and, where given, the heading of the section that answers. */
type Answer = {page: string; section?: string};
/**
 * A query set: each query with the page that answers it and, where given, the heading of the answering section;
 * `also`: other sections with the same steps (a home page situation and its guide's section), counted as answers.
 */
export type QuerySet = {queries: (Answer & {query: string; kind: string; also?: Answer[]})[]};

/** The index file of a built site (build/assets/search-index.<hash>.json). */
export function builtIndexFile(buildDir: string): string {
  const dir = path.join(buildDir, 'assets');
  const [name, ...others] = readdirSync(dir).filter((file) => /^search-index\.[0-9a-f]+\.json$/.test(file));
  if (!name || others.length > 0) throw new Error(`expected one search index in ${dir}`);
  return path.join(dir, name);
}

export const loadBuiltEngine = (buildDir: string): Engine =>
  createEngine(JSON.parse(readFileSync(builtIndexFile(buildDir), 'utf8')) as IndexFile);

const sameHeading = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Top-1 and top-3 by page; for queries that name a section, `section1`: the first suggestion opens that section
 * (the section the search bar links to, see `landingSection`), and `section3`: the expected page is in the top 3 and
 * the section among its three best.
 */
export function evaluate(engine: Engine, {queries}: QuerySet) {
  const rows = queries.map(({query, page, kind, section, also = []}) => {
    const results = engine.search(query, 8);
    // The home page is listed as its best situation (its address has the anchor): that is the page's section.
    const pageOf = (hit: PageHit) => hit.page.url.split('#')[0];
    const pages = results.pages.map(pageOf);
    const answers = [{page, section}, ...also];
    // A situation answers only as the one named: another situation is another answer, not the same page (a threat
    // sentence that opens the card about a sent picture is a miss).
    const answersWith = (hit: PageHit) =>
      answers.some(
        (answer) =>
          answer.page === pageOf(hit) &&
          (hit.page.situation !== true || answer.section === undefined || sameHeading(hit.page.title, answer.section)),
      );
    const rank = results.pages.findIndex(answersWith) + 1;
    const hit = results.pages[rank - 1];
    // The section expected on the page found (a page may be the answer with one section only).
    const onPage = answers.filter((answer) => answer.page === pages[rank - 1]).map((answer) => answer.section ?? '');
    const situation = hit?.page.situation === true;
    const landing = situation ? hit.page.title : hit && engine.landingSection(hit, results.terms)?.heading;
    const sections = [...(situation ? [hit.page.title] : []), ...(hit?.sections.map((found) => found.heading) ?? [])];
    return {
      query,
      kind,
      expected: page,
      section,
      pages,
      rank,
      landing: landing ?? '',
      sectionFirst: section !== undefined && rank === 1 && onPage.some((h) => sameHeading(landing ?? '', h)),
      sectionNear:
        section !== undefined &&
        rank >= 1 &&
        rank <= 3 &&
        sections.slice(0, 3).some((found) => onPage.some((h) => sameHeading(found, h))),
    };
  });
  return {
    rows,
    top1: rows.filter((row) => row.rank === 1).length,
    top3: rows.filter((row) => row.rank >= 1 && row.rank <= 3).length,
    withSection: rows.filter((row) => row.section !== undefined).length,
    section1: rows.filter((row) => row.sectionFirst).length,
    section3: rows.filter((row) => row.sectionNear).length,
  };
}
