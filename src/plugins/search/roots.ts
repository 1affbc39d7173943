// The roots table (roots.json): which stems are forms of one word. Node only: its words come from the built pages and
// the vocabulary, its roots from hunspell's Hungarian dictionary, which the browser does not have.
//
// Snowball cuts one verb's forms apart („bántják” → bantja, „bántanak” → bant, „bánt” → ban): a sentence saying
// „bántják” missed the section saying „bántanak”. Hunspell knows they are one word (st:bánt). Each stem of such a
// word is indexed with a term all its forms share („~ban”, hungarian.ts, `rootTerms`), which a query word matches as
// another form of itself (engine.ts, kind `root`). A query word whose stem is on no page of the site has no root.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {extractPage} from './indexer';
import {builtIndexFile} from './evaluate';
import {createHungarian, fold, tokenize, type Hungarian, type Vocabulary} from './hungarian';
import type {IndexFile} from './engine';

/** roots.json: `stems`, every stem the table was made from (sorted); `roots`, a stem → the stem its root goes by. */
export type RootsFile = {about?: string; stems: string; roots: Record<string, string>};

/** Every word (lower case) of the indexed pages of a built site and of the vocabulary, with how often it occurs. */
export function siteWords(buildDir: string, vocabulary: Vocabulary): Map<string, number> {
  const index = JSON.parse(readFileSync(builtIndexFile(buildDir), 'utf8')) as IndexFile;
  const counts = new Map<string, number>();
  const add = (text: string) => {
    for (const word of tokenize(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
  };
  for (const document of index.documents.filter(({id, page}) => id === page)) {
    const relative = document.url.slice(1);
    const html = [`${relative}.html`, path.join(relative, 'index.html')]
      .map((candidate) => {
        try {
          return readFileSync(path.join(buildDir, candidate), 'utf8');
        } catch {
          return undefined;
        }
      })
      .find((found) => found !== undefined);
    const page = html && extractPage(html, document.url);
    if (!page) throw new Error(`roots: no built page for ${document.url}`);
    add(page.title);
    add(page.description);
    for (const section of page.sections) add(`${section.heading} ${section.text} ${section.choice ?? ''}`);
  }
  // The vocabulary's words, without its notes to authors.
  add(JSON.stringify(vocabulary, (key, value: unknown) => (key === 'about' ? undefined : value)));
  return counts;
}

/** Whether the table covers a word: stop words are not indexed, and numbers have no forms. */
export const isRootsWord = (hungarian: Hungarian, word: string): boolean =>
  !hungarian.isStopWord(word) && /\p{L}/u.test(word);

/** Hunspell's stems (st:) of each word, from `hunspell -d hu_HU -s`; a word it does not know has none. */
export function hunspellStems(words: string[]): Map<string, string[]> {
  let output: string;
  try {
    output = execFileSync('hunspell', ['-d', 'hu_HU', '-s', '-i', 'utf-8'], {
      input: words.join('\n'),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    throw new Error(
      'roots: `hunspell -d hu_HU` failed; install hunspell with its Hungarian dictionary ' +
        '(Debian: apt-get install hunspell hunspell-hu)',
      {cause: error},
    );
  }
  const stems = new Map<string, string[]>(words.map((word) => [word, []]));
  for (const line of output.split('\n')) {
    const [word, stem] = line.split(' ');
    if (!stem || !stems.has(word)) continue;
    const lower = stem.normalize('NFC').toLowerCase();
    if (!stems.get(word)!.includes(lower)) stems.get(word)!.push(lower);
  }
  return stems;
}

/**
 * The table. Each word of the site is a form of one root: of its hunspell roots, one it starts with („menthet”: ment,
 * not megy), and of those the one most of the site's words have („bánt” is a form of bánt, bán and bánik;
 * „bántják” and „bántanak” make it bánt). A stem joins its root only when every word it stems is a form of that root:
 * Snowball gives „ved” to „véd” (protect) and „vedd” (take it), which must not join. The stems of one root go by the
 * most frequent one, which needs no entry.
 */
export function makeRoots(
  counts: Map<string, number>,
  rootsOf: Map<string, string[]>,
  vocabulary: Vocabulary,
): RootsFile {
  const hungarian = createHungarian(vocabulary);
  const words = [...counts].filter(([word]) => isRootsWord(hungarian, word));
  const rootWeight = new Map<string, number>();
  for (const [word, count] of words) {
    const roots = (rootsOf.get(word) ?? []).map(fold);
    for (const root of roots) rootWeight.set(root, (rootWeight.get(root) ?? 0) + count / roots.length);
  }
  const byWeight = (weights: Map<string, number>) => (a: string, b: string) =>
    weights.get(b)! - weights.get(a)! || a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  // stem → the roots its words are forms of
  const stemRoots = new Map<string, Set<string>>();
  const frequency = new Map<string, number>();
  for (const [word, count] of words) {
    const folded = fold(word);
    const candidates = [...new Set((rootsOf.get(word) ?? []).map(fold))].sort(byWeight(rootWeight));
    const [root] = [...candidates.filter((candidate) => folded.startsWith(candidate)), ...candidates];
    for (const stem of hungarian.stems(word)) {
      frequency.set(stem, (frequency.get(stem) ?? 0) + count);
      if (root === undefined) continue;
      if (!stemRoots.has(stem)) stemRoots.set(stem, new Set());
      stemRoots.get(stem)!.add(root);
    }
  }
  const stemsOfRoot = new Map<string, string[]>();
  for (const [stem, roots] of stemRoots) {
    if (roots.size > 1) continue;
    const [root] = roots.keys();
    if (!stemsOfRoot.has(root)) stemsOfRoot.set(root, []);
    stemsOfRoot.get(root)!.push(stem);
  }
  const roots: Record<string, string> = {};
  for (const stems of stemsOfRoot.values()) {
    const [name] = [...stems].sort(byWeight(frequency));
    for (const stem of stems) if (stem !== name) roots[stem] = name;
  }
  return {
    stems: [...frequency.keys()].sort().join(' '),
    roots: Object.fromEntries(Object.entries(roots).sort(([a], [b]) => (a < b ? -1 : 1))),
  };
}
