/** The address of a result: the page or section, carrying the query for `markMatches` on arrival. */
export function resultUrl(siteRoot: string, url: string, query: string): string {
  const [path, anchor] = url.split('#');
  // Paths are stored decoded („/docs/kozossegi media/…”): a link must not carry a raw space.
  return `${siteRoot}${encodeURI(path.slice(1))}?_highlight=${encodeURIComponent(query)}${anchor ? `#${anchor}` : ''}`;
}
