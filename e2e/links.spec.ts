import {expect, test} from '@playwright/test';
import {attribute, elementsIn, idsIn} from './html';

/** Crawls the served site from the home page and the sitemap, as a visitor's browser would. */
test('no broken internal link or anchor anywhere; external links open safely in a new tab', async ({request}) => {
  test.setTimeout(120_000);
  const pages = new Map<string, string>();
  const broken: string[] = [];
  const unsafe: string[] = [];
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const queue = ['/', ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname)];
  const links: Array<{from: string; href: string}> = [];

  while (queue.length > 0) {
    const path = decodeURI(queue.shift()!);
    if (pages.has(path)) continue;
    const response = await request.get(encodeURI(path));
    if (response.status() !== 200) {
      broken.push(`${path}: HTTP ${response.status()}`);
      pages.set(path, '');
      continue;
    }
    const html = await response.text();
    pages.set(path, html);
    // A parser, not a pattern: the base-URL issue banner keeps <a> markup in a script's string, which is no link.
    for (const link of elementsIn(html).filter((element) => element.tagName === 'a')) {
      const target = attribute(link, 'href');
      if (target === undefined) continue;
      const opensIn = attribute(link, 'target');
      const rel = attribute(link, 'rel') ?? '';
      if (/^https?:\/\//.test(target)) {
        const relations = rel.split(/\s+/);
        if (opensIn !== '_blank' || !relations.includes('noopener') || !relations.includes('noreferrer')) {
          unsafe.push(`${path}: ${target}`);
        }
      } else if (target.startsWith('/') || target.startsWith('#')) {
        links.push({from: path, href: target});
        const [linkPath] = target.split('#');
        if (linkPath && !/\.(xml|json|svg|png|ico)$/.test(linkPath)) queue.push(linkPath);
      }
    }
  }

  const ids = new Map<string, Set<string>>(); // each page parsed once, not once per link to it
  const idsOf = (path: string, html: string) => ids.get(path) ?? ids.set(path, idsIn(html)).get(path)!;
  for (const {from, href} of links) {
    const [linkPath, anchor] = href.split('#');
    const target = linkPath ? decodeURI(linkPath) : from;
    if (/\.(xml|json|svg|png|ico)$/.test(target)) continue;
    const html = pages.get(target);
    if (!html) broken.push(`${from} → ${href}: page missing`);
    else if (anchor && !idsOf(target, html).has(decodeURIComponent(anchor)))
      broken.push(`${from} → ${href}: no such anchor`);
  }

  console.log(`links: ${links.length} internal links on ${pages.size} pages checked`);
  expect(pages.size).toBeGreaterThanOrEqual(27);
  expect(broken).toEqual([]);
  expect(unsafe).toEqual([]);
});
