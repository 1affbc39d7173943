/// <reference lib="dom.iterable" />
import type {Engine} from './engine';

/** The name of the page's highlight (CSS Custom Highlight API): styled with `::highlight(search-match)`. */
export const highlightName = 'search-match';

/** Where a word is not running text, or marking it would not show. */
const skipped = 'script, style, svg, button, textarea, select, option, .hash-link';

/**
 * Marks, in the text under `root`, every word whose index terms matched `query` (the page a result opened), as
 * ranges of the CSS Custom Highlight API: the page's DOM, which React and inline SVG figures own, is never changed.
 * Where the API is missing nothing is marked. Returns what removes the marks.
 */
export function markMatches(root: Element, engine: Engine, query: string): () => void {
  if (typeof CSS === 'undefined' || !CSS.highlights || typeof Highlight === 'undefined') return () => undefined;
  const {terms} = engine.search(query);
  if (terms.size === 0) return () => undefined;
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest(skipped)) continue;
    const text = node as Text;
    let offset = 0;
    for (const piece of engine.highlight(text.data, terms)) {
      if (piece.match) {
        const range = document.createRange();
        range.setStart(text, offset);
        range.setEnd(text, offset + piece.text.length);
        ranges.push(range);
      }
      offset += piece.text.length;
    }
  }
  if (ranges.length === 0) return () => undefined;
  const highlight = new Highlight(...ranges);
  CSS.highlights.set(highlightName, highlight);
  return () => {
    if (CSS.highlights.get(highlightName) === highlight) CSS.highlights.delete(highlightName);
  };
}
