/** Minimal HTML attribute reading that tolerates minified markup (unquoted attribute values). */
const attributePattern = /([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;

export function attributesOf(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const inner = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const [, name, raw = ''] of inner.matchAll(attributePattern)) {
    attributes[name.toLowerCase()] = raw.replace(/^["']|["']$/g, '').replace(/&amp;/g, '&');
  }
  return attributes;
}

/** Every element id on the page, as an anchor would name it. */
export function idsIn(html: string): Set<string> {
  const ids = new Set<string>();
  for (const [tag] of html.matchAll(/<[a-z][^>]*\sid=[^>]*>/gi)) {
    const {id} = attributesOf(tag);
    if (id) ids.add(id);
  }
  return ids;
}
