/**
 * Where a tick of a Markdown checklist item is kept: one localStorage entry per page, holding the keys of the ticked
 * items. An item's key is a hash of its words, so an item reworded in a later edit starts unticked.
 */

/** The item's text as a reader sees it: spacing does not count, words do. */
export const normalizeItemText = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** FNV-1a (32 bit) of the text's UTF-16 code units, in base 36: short, stable, no crypto API needed. */
export function checklistItemKey(text: string): string {
  let hash = 0x811c9dc5;
  const normalized = normalizeItemText(text);
  for (let i = 0; i < normalized.length; i += 1) {
    hash ^= normalized.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** The page's storage key, the same for /docs/a, /docs/a/, /docs/a.html and their percent-encoded forms. */
export function checklistStorageKey(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // A malformed escape: the path as it came is still one stable key.
  }
  path = path.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
  return `digitalis-tudatossag/pipak:${path}`;
}

export const checklistVersion = 1;

/** The ticked item keys from a stored value; null when the value is not a checklist record of a known version. */
export function readTicks(raw: string | null): string[] | null {
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const {version, ticked} = parsed as {version?: unknown; ticked?: unknown};
    if (version !== checklistVersion || !Array.isArray(ticked)) return null;
    if (!ticked.every((key) => typeof key === 'string' && /^[0-9a-z]{1,8}$/.test(key))) return null;
    return ticked;
  } catch {
    return null;
  }
}

export const writeTicks = (ticked: Iterable<string>): string =>
  JSON.stringify({version: checklistVersion, ticked: [...new Set(ticked)].sort()});
