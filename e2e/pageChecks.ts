// The checks every route gets, each run on a page that pages.spec.ts has already opened: one visit per route and
// (colour mode × width) runs all the checks that apply to it.
import {readFileSync} from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

// --- Accessibility -----------------------------------------------------------------------------------------------

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const summarize = (violations: {id: string; nodes: {target: unknown[]}[]}[]) =>
  violations.flatMap(({id, nodes}) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`);

/**
 * Axe's WCAG 2.2 A/AA violations on the page as it is, one line per rule with the elements it flags, and the headings
 * that skip a level (not a WCAG criterion, so not in the tags; Lighthouse's accessibility score counts it), from one
 * axe run. Legacy mode runs axe in the page itself instead of gathering frames' results in a new blank page (the site
 * has no frames), and only violations are returned: together a third of the time of the default run.
 */
export async function accessibilityViolations(page: Page): Promise<{wcag: string[]; skippedHeadings: string[]}> {
  const {violations} = await new AxeBuilder({page})
    .setLegacyMode()
    .options({resultTypes: ['violations'], rules: {'heading-order': {enabled: true}}})
    .withTags(wcagTags)
    .analyze();
  return {
    wcag: summarize(violations.filter(({id}) => id !== 'heading-order')),
    skippedHeadings: summarize(violations.filter(({id}) => id === 'heading-order')),
  };
}

/** Axe's WCAG 2.2 A/AA violations on the page as it is. */
export async function wcagViolations(page: Page): Promise<string[]> {
  return (await accessibilityViolations(page)).wcag;
}

// --- Reflow (WCAG 2.2, 1.4.10) ----------------------------------------------------------------------------------

/** How far the page scrolls sideways, and the innermost elements that stick out past the right edge. */
export async function horizontalOverflow(page: Page): Promise<{by: number; culprits: string[]}> {
  return page.evaluate(() => {
    const {scrollWidth, clientWidth} = document.documentElement;
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > clientWidth + 0.5)
      .filter(
        (element) => !Array.from(element.children).some((child) => child.getBoundingClientRect().right > clientWidth),
      )
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')} „${element.textContent?.trim().slice(0, 40)}”`,
      );
    return {by: scrollWidth - clientWidth, culprits};
  });
}

// --- Hungarian interface ----------------------------------------------------------------------------------------

/** The only theme strings the spec keeps in English. */
const specFixedKeys = new Set([
  'theme.common.headingLinkTitle',
  'theme.ErrorPageContent.title',
  'theme.ErrorPageContent.tryAgain',
]);

/** Every English string the theme can write: its own English source messages. */
const englishMessages: string[] = (() => {
  const read = (file: string) =>
    JSON.parse(readFileSync(require.resolve(`@docusaurus/theme-translations/locales/base/${file}`), 'utf8')) as Record<
      string,
      string
    >;
  // The search messages too: the site's search reuses their ids (theme.SearchBar.label …).
  const base = {...read('theme-common.json'), ...read('theme-search-algolia.json')};
  return Object.entries(base)
    .filter(([key]) => !key.endsWith('___DESCRIPTION') && !specFixedKeys.has(key))
    .map(([, message]) => message);
})();

/** The literal pieces of each message (between placeholders and plural forms) that would show if untranslated. */
export const englishFragments = [
  ...new Set(
    englishMessages
      .flatMap((message) => message.split(/\{[^}]+\}|\|/))
      .map((fragment) => fragment.replace(/[:.()"'←-]+/g, ' ').trim())
      .filter((fragment) => /[a-z]{3}/.test(fragment)),
  ),
];

const englishPattern = new RegExp(
  `(^|[^\\p{L}])(${englishFragments.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})($|[^\\p{L}])`,
  'u',
);

/**
 * What the interface shows and announces outside the page's own Markdown: visible text of the chrome
 * (navbar, sidebars, TOC, footer, pagination, metadata), and every aria-label, title, placeholder and alt.
 */
export async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const body = document.body.cloneNode(true) as HTMLElement;
    // The guides' and posts' own prose is Hungarian content, checked by the spell-check, not theme text.
    body.querySelectorAll('.markdown, script, style, noscript').forEach((el) => el.remove());
    texts.push(...body.innerText.split('\n'));
    for (const el of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'))) {
      if (el.closest('.markdown') && el.matches('img')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        // Heading anchors keep the spec's English 'Direct link to {heading}'.
        if (value && !(el.matches('a.hash-link') && value.startsWith('Direct link to '))) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts.map((text) => text.trim()).filter(Boolean);
  });
}

/** The interface texts that contain an English theme or search string. */
export function englishIn(texts: string[]): string[] {
  return texts.filter((text) => englishPattern.test(text));
}

// --- Privacy ----------------------------------------------------------------------------------------------------

/**
 * Records, from the next navigation on, every request to another origin, console error, uncaught exception and
 * Content Security Policy violation (reported to the console by an init script).
 */
export async function watchPrivacy(page: Page, origin: string): Promise<string[]> {
  const problems: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:')) problems.push(`request: ${url}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return problems;
}
