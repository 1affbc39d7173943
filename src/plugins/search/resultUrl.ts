/**
 * The address of a result: the page or section. With a query, it carries it for `markMatches` on arrival; the
 * suggestions leave it out and hand it over in the history entry's state (see `SearchBar`).
 */
export function resultUrl(siteRoot: string, url: string, query?: string): string {
  const [path, anchor] = url.split('#');
  // Paths are stored decoded („/docs/kozossegi media/…”): a link must not carry a raw space.
  const highlight = query === undefined ? '' : `?_highlight=${encodeURIComponent(query)}`;
  return `${siteRoot}${encodeURI(path.slice(1))}${highlight}${anchor ? `#${anchor}` : ''}`;
}
