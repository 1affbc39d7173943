import type {Engine} from './engine';

/** The address of a result: the page or section, carrying the query for `markMatches` on arrival. */
export function resultUrl(siteRoot: string, url: string, query: string): string {
  const [path, anchor] = url.split('#');
  return `${siteRoot}${path.slice(1)}?_highlight=${encodeURIComponent(query)}${anchor ? `#${anchor}` : ''}`;
}

/** Marks, in the text under `root`, every word whose index terms matched `query` (the page a result opened). */
export function markMatches(root: Element, engine: Engine, query: string): void {
  const {terms} = engine.search(query);
  if (terms.size === 0) return;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement?.closest('mark, script, style, .hash-link')) texts.push(node as Text);
  }
  for (const text of texts) {
    const pieces = engine.highlight(text.data, terms);
    if (!pieces.some((piece) => piece.match)) continue;
    const fragment = document.createDocumentFragment();
    for (const piece of pieces) {
      if (!piece.match) fragment.append(piece.text);
      else fragment.append(Object.assign(document.createElement('mark'), {textContent: piece.text}));
    }
    text.replaceWith(fragment);
  }
}
