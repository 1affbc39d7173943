import {expect, test} from '@playwright/test';
import {helpLines} from '../src/data/helpLines';
import {allRoutes} from './routes';

/** The content rules of CONTENT.md that a reader would be harmed by, checked on the pages a reader gets. */

const helpLineHrefs = new Set<string>(helpLines.map((line) => line.href));
const pages = [...allRoutes.map((route) => route.path), '/nincs-ilyen-oldal'];

test('the help-line module is what the pages show: every tel: link comes from it', async ({page}) => {
  const seen = new Set<string>();
  for (const path of pages) {
    await page.goto(path);
    for (const href of await page
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      expect(helpLineHrefs.has(href), `${path}: ${href} is not in src/data/helpLines.ts`).toBe(true);
      seen.add(href);
    }
  }
  // 112 and Kék Vonal are on every page (the help block); the guides use the others.
  expect([...seen]).toEqual(expect.arrayContaining(['tel:112', 'tel:116111', 'tel:116123', 'tel:116000']));
});

test('no help-line number is typed by hand: each one on a page is a link from the module', async ({page}) => {
  for (const path of pages) {
    await page.goto(path);
    const handTyped = await page.evaluate(() => {
      const number = /(^|[^\d])(112|116[\s\u00a0]?\d{3})(?!\d)/;
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!number.test(text)) continue;
        // A tel: link from the module, or the title of a cited source page ("112 – European Commission").
        if (node.parentElement?.closest('a, script, style, svg')) continue;
        found.push(text.trim().slice(0, 80));
      }
      return found;
    });
    expect(handTyped, path).toEqual([]);
  }
});

test('every instruction to keep evidence carries the nude-image exception before it, in the same block', async ({
  page,
}) => {
  const violations: string[] = [];
  let instructions = 0;
  for (const path of pages) {
    await page.goto(path);
    const found = await page.evaluate(() => {
      // Telling the reader to capture, keep or forward what happened…
      const instruction =
        /(készíts(etek)?|csinálj(atok)?)\b[^.!?]{0,40}(képernyőkép|képernyőfelvétel|fotó|fénykép)|\b(mentsd|mentsétek|ments|mentsetek|mentsük)\s+el\b|lefotóz|fotózd le|fotózzátok le|őrizd meg|őrizzétek meg|küldd tovább|küldjétek tovább/i;
      // …about a message, a post or an incident (not a password or a file in general)…
      const evidence = /bizonyíték|üzenet|beszélgetés|komment|poszt|zaklat|bánt|fenyeget|zsarol|felnőtt/i;
      // …must first say that a nude or sexual image of a minor is never kept or shared.
      const exception = /meztelen|intim|szexuális/i;
      const hits: {text: string; ok: boolean}[] = [];
      for (const el of Array.from(
        document.querySelectorAll<HTMLElement>('main p, main li, main td, main figcaption'),
      )) {
        if (el.querySelector('p, li')) continue; // judged by its innermost blocks
        const text = el.textContent ?? '';
        const at = text.search(instruction);
        if (at === -1 || !evidence.test(text)) continue;
        const block = el.closest<HTMLElement>('.theme-admonition, ul, ol, table, figure') ?? el;
        const blockText = block.textContent ?? '';
        const instructionAt = blockText.indexOf(text) + at;
        const exceptionAt = blockText.search(exception);
        hits.push({text: text.trim().slice(0, 140), ok: exceptionAt !== -1 && exceptionAt < instructionAt});
      }
      return hits;
    });
    instructions += found.length;
    violations.push(...found.filter((hit) => !hit.ok).map((hit) => `${path}: ${hit.text}`));
  }
  // The guides do teach saving evidence; a check that finds no instruction at all is checking nothing.
  expect(instructions).toBeGreaterThan(10);
  expect(violations).toEqual([]);
});
