import {parse, type DefaultTreeAdapterMap} from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
export type Element = DefaultTreeAdapterMap['element'];

/** Every element of the page in document order, parsed as a browser parses it (parse5 follows the HTML standard). */
export function elementsIn(html: string): Element[] {
  const elements: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) elements.push(node);
    if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  walk(parse(html));
  return elements;
}

export const attribute = (element: Element, name: string): string | undefined =>
  element.attrs.find((attr) => attr.name === name)?.value;

export const hasClass = (element: Element, name: string): boolean =>
  (attribute(element, 'class') ?? '').split(/\s+/).includes(name);

/** Whether one of the element's ancestors matches. */
export function isInside(element: Element, matches: (ancestor: Element) => boolean): boolean {
  for (let node = element.parentNode; node && 'tagName' in node; node = node.parentNode) {
    if (matches(node)) return true;
  }
  return false;
}

/** Every element id on the page, as an anchor would name it. */
export function idsIn(html: string): Set<string> {
  return new Set(elementsIn(html).flatMap((element) => attribute(element, 'id') ?? []));
}

// `link` relations that make the browser fetch the target (canonical, alternate and the like only name a URL).
const fetchedRelations = new Set(['stylesheet', 'icon', 'preload', 'modulepreload', 'prefetch', 'manifest', 'search']);

/** The URLs of the files a page loads or prefetches by itself: scripts, stylesheets, icons, images, preloads. */
export function assetUrlsIn(html: string): string[] {
  const urls = elementsIn(html).flatMap((element) => {
    if (element.tagName === 'script' || element.tagName === 'img') return attribute(element, 'src') ?? [];
    if (element.tagName !== 'link') return [];
    const relations = (attribute(element, 'rel') ?? '').split(/\s+/);
    return relations.some((rel) => fetchedRelations.has(rel)) ? (attribute(element, 'href') ?? []) : [];
  });
  return [...new Set(urls)];
}
