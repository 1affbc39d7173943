import {parse, type HTMLElement} from 'node-html-parser';

/** The page as a browser would parse it, minified markup (unquoted attribute values) included. */
export const parseHtml = (html: string): HTMLElement => parse(html);

/** Every element id on the page, as an anchor would name it. */
export function idsIn(html: string): Set<string> {
  return new Set(parseHtml(html).querySelectorAll('[id]').map((element) => element.id));
}

// `link` relations that make the browser fetch the target (canonical, alternate and the like only name a URL).
const fetchedRelations = new Set(['stylesheet', 'icon', 'preload', 'modulepreload', 'prefetch', 'manifest', 'search']);

/** The URLs of the files a page loads or prefetches by itself: scripts, stylesheets, icons, images, preloads. */
export function assetUrlsIn(html: string): string[] {
  const document = parseHtml(html);
  const urls = [
    ...document.querySelectorAll('script[src], img[src]').map((element) => element.getAttribute('src')!),
    ...document
      .querySelectorAll('link[href]')
      .filter((link) => (link.getAttribute('rel') ?? '').split(/\s+/).some((rel) => fetchedRelations.has(rel)))
      .map((link) => link.getAttribute('href')!),
  ];
  return [...new Set(urls)];
}
