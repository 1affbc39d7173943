import {expect, test} from '@playwright/test';
import {helpLines} from '../src/data/helpLines';
import {safetyProcedureIds} from '../src/data/safetyProcedureIds';
import {allRoutes} from './routes';

/** The content rules of CONTENT.md that a reader would be harmed by, checked on the pages a reader gets. */

const helpLineHrefs = new Set<string>(
  helpLines.flatMap((line) => ['fallback' in line ? [line.fallback.href] : [], line.href].flat()),
);
const pages = [...allRoutes.map((route) => route.path), '/nincs-ilyen-oldal'];

/**
 * What one page breaks of the safety rules, read from the rendered page so that it holds whatever produced the text.
 * The shared procedures (src/data/safetyProcedures.tsx) mark themselves with `data-procedure`, and the nude-image
 * exception with `data-safety-rule="meztelen-kep"`; the 112 line of a children's version with `data-safety-rule="112"`.
 */
type Findings = {
  /**
   * Evidence instructions found, and those with neither the full nude-image rule before them in their section (h2)
   * nor the shared one-line pointer after them.
   */
  instructions: number;
  unguarded: string[];
  /** Pointers to the rule found, and those with no full rule before them in their section. */
  pointers: number;
  pointersWithoutRule: string[];
  /** Shared procedures (any version but the pointer) and those shown without the sources of every step. */
  sourcedProcedures: number;
  withoutSources: string[];
  /** Children's versions of a procedure that do not open with the shared 112 line, wherever they are shown. */
  childVersionsWithout112: string[];
  /** The exception, or a procedure's steps, written by hand instead of the shared text. */
  handWritten: string[];
  /** A figure that states the exception without all four acts. */
  partialFigures: string[];
  /** „Gyerekeknek” boxes about an incident, and those that do not open with the shared 112 line. */
  childBoxes: number;
  childBoxesWithout112: string[];
  /** Incident step lists, and those whose first step is not 112. */
  incidentLists: number;
  incidentListsNot112First: string[];
  /** Lists of help lines in which 112 is not the first. */
  helpLists112NotFirst: string[];
  /** Which shared procedures the page shows. */
  procedures: string[];
};

function pageFindings(): Findings {
  const nude = /meztelen|szexuális|intim/i;
  // Telling the reader to capture, keep or forward what happened…
  const instruction =
    /(készíts(etek)?|csinálj(atok)?)\b[^.!?]{0,40}(képernyőkép|képernyőfelvétel|fotó|fénykép)|\b(mentsd|mentsétek|ments|mentsetek|mentsük|mentsétek)\s+el\b|lefotóz|fotózd le|fotózzátok le|őrizd meg|őrizzétek meg|küldd tovább|küldjétek tovább|rögzítsd/i;
  // …about a message, a post or an incident (not a password or a file in general).
  const evidence = /bizonyíték|üzenet|beszélgetés|csevegés|komment|poszt|zaklat|bánt|fenyeget|zsarol|felnőtt/i;
  // A prohibition on keeping or sharing an image: the shape of the exception, wherever it is written.
  const prohibition =
    /\b(ne|soha|sem|nem)\b[^.!?]{0,80}\b(ments|mentsd|mentsétek|mentsük|mentünk|ment el|fotózz|fotózd|fotózunk|lefotóz|készíts|küldj|küldd|küldjétek|küldünk|továbbíts|továbbküld)/i;
  // Phrases that belong to one shared procedure: a page that has them outside it is restating the steps.
  const procedurePhrases = [
    /\bne fizess(etek)?\b[^.!?]{0,60}\bne küldj/i, // sextortion
    /tiltasd le a SIM/i, // lost phone
    /ne (menj|indulj|menjetek)( el)? (oda|utána|a (térképen|helyszínre))/i, // lost phone: never go to the location
    /ne vedd ki[^.!?]{0,40}(fiókodból|Lokátorból|Find Hub)/i, // lost phone: never remove it from the account
    /egyikük jelenlétében|a jelenlétedben, nyilvános helyen/i, // meeting someone met online
    /(nem lesz|ne legyen|nincs) (semmilyen )?találkozó|felügyelettel sem|ne menj el helyette|csapdát/i, // grooming
    /repülőgép-üzemmód/i, // a scam in progress
    /\btedd le\b[^.!?]{0,80}(hív|bank|csal)|(hív|bank|csal)[^.!?]{0,80}\btedd le\b|bontsd a vonalat/i, // hang up first
    /jelent(sd|sétek|jük|s)\b[^.!?]{0,80}\b(utána|aztán|majd)\b[^.!?]{0,40}\b(tiltsd|tiltsátok|tiltjuk|tilts) le/i, // report, then block
    /\bments(d|étek)? el\b[^.!?]{0,80}\b(mielőtt|utána|csak utána)\b[^.!?]{0,60}(tilt|jelent|töröl)/i, // evidence order
    /zárd el a gyógyszer/i, // self-harm
    /belépési kódot[^.!?]{0,40}senki|jelszav[^.!?]{0,60}csak a szül/i, // passwords and codes
  ];
  const incidentHeading =
    /^(\d+\.\s*)?(mit tegy|mi a teendő|ha )|elveszett|ellopt|zsarol|bántják|bántott|önsért|eltűnt|gyanús|következő lépések|bizonyíték/i;
  const incidentWords = /bánt|zsarol|fenyeget|meztelen|idegen|elveszett|ellopt|csalás|csaló|veszély|baj|titk/i;

  const shared = '[data-procedure], [data-safety-rule], [data-procedure-sources]';
  const outsideShared = (el: Element): string => {
    const copy = el.cloneNode(true) as Element;
    copy.querySelectorAll(shared).forEach((node) => node.remove());
    return copy.textContent ?? '';
  };
  const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n/).map((s) => s.trim());
  const short = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 140);
  const main = document.querySelector('main') ?? document.body;

  const findings: Findings = {
    instructions: 0,
    unguarded: [],
    pointers: 0,
    pointersWithoutRule: [],
    sourcedProcedures: 0,
    withoutSources: [],
    childVersionsWithout112: [],
    handWritten: [],
    partialFigures: [],
    childBoxes: 0,
    childBoxesWithout112: [],
    incidentLists: 0,
    incidentListsNot112First: [],
    helpLists112NotFirst: [],
    procedures: [
      ...new Set(Array.from(main.querySelectorAll('[data-procedure]')).map((el) => el.getAttribute('data-procedure')!)),
    ],
  };

  // Sections are what an h2 opens; what comes before the first h2 is a section of its own.
  const h2s = Array.from(main.querySelectorAll('h2'));
  const precedes = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  const sectionOf = (node: Node) => h2s.filter((h2) => precedes(h2, node)).length;
  const fullRules = Array.from(main.querySelectorAll('[data-safety-rule="meztelen-kep"]'));
  const pointerEls = Array.from(main.querySelectorAll('[data-safety-rule="meztelen-kep-pointer"]'));
  for (const pointer of pointerEls) {
    findings.pointers += 1;
    const ruleBefore = fullRules.some((rule) => sectionOf(rule) === sectionOf(pointer) && precedes(rule, pointer));
    if (!ruleBefore) findings.pointersWithoutRule.push(short(pointer.closest('p, li')?.textContent ?? ''));
  }

  // Every shared procedure shows where its steps come from: the steps a list of sources per step, the other versions
  // their sources inline. The pointer sends the reader to the full rule, which shows them.
  for (const procedure of Array.from(main.querySelectorAll<HTMLElement>('[data-procedure]'))) {
    // The pointer sends the reader to the full rule, which shows the sources; the family agreement's copy of a rule
    // stands next to the original on the same page.
    if (procedure.getAttribute('data-variant') === 'pointer' || procedure.hasAttribute('data-procedure-copy')) continue;
    findings.sourcedProcedures += 1;
    const id = procedure.getAttribute('data-procedure');
    const label = `${id} (${procedure.getAttribute('data-variant')})`;
    const linked = (el: Element | null | undefined) => Boolean(el?.querySelector('a[href^="https://"]'));
    if (procedure.getAttribute('data-variant') === 'child') {
      // A children's version: the sources fold away under its lines, for the adults, not between them; only the
      // box's own words to the child may stand between, so that the sources end the box (content reviews 129–132).
      // (On the home page the lines fold under their short version: the sources follow the fold.)
      let block = (procedure.closest('[data-procedure-steps]') ?? procedure).nextElementSibling;
      while (block?.matches('p')) block = block.nextElementSibling;
      const folded = block?.matches(`details[data-procedure-sources="${id}"]`) ? block : null;
      if (!linked(folded)) findings.withoutSources.push(`${label}: ${short(procedure.textContent ?? '')}`);
    } else if (procedure.matches('ol')) {
      const steps = procedure.querySelectorAll(':scope > li').length;
      const block = procedure.nextElementSibling;
      const perStep = block?.matches(`details[data-procedure-sources="${id}"]`)
        ? Array.from(block.querySelectorAll('[data-step-sources]'))
        : [];
      if (perStep.length !== steps || !perStep.every(linked)) {
        findings.withoutSources.push(`${label}: ${perStep.filter(linked).length} of ${steps} steps show a source`);
      }
    } else if (!linked(procedure.querySelector(`[data-procedure-sources="${id}"]`))) {
      findings.withoutSources.push(`${label}: ${short(procedure.textContent ?? '')}`);
    }
    if (procedure.getAttribute('data-variant') === 'child') {
      const first = procedure.firstElementChild;
      const opens112 =
        first?.getAttribute('data-safety-rule') === '112' &&
        (procedure.textContent ?? '').trim().startsWith(first.textContent?.trim() ?? '\u0000');
      if (!opens112) findings.childVersionsWithout112.push(`${label}: ${short(procedure.textContent ?? '')}`);
    }
  }

  for (const el of Array.from(main.querySelectorAll<HTMLElement>('p, li, td, figcaption, .theme-admonition'))) {
    if (el.querySelector('p, li')) continue; // judged by its innermost blocks
    if (el.closest('[data-procedure-sources]')) continue; // the cited pages' own titles
    // A procedure's step openings listed above its steps: the steps right under them state the rule whole.
    if (el.closest('[data-variant="outline"], [data-variant="child-outline"]')) continue;
    const own = outsideShared(el);
    // 1. An evidence instruction needs the full nude-image rule before it in its section (h2), or the shared one-line
    //    pointer after it; the pointer itself needs the full rule before it in its section (checked below).
    // Scam and bank-fraud steps do not need the rule (CONTENT.md): the shared scam procedure is exempt.
    const at = el.closest('[data-procedure="csalas"]') ? -1 : own.search(instruction);
    if (at !== -1 && evidence.test(own)) {
      findings.instructions += 1;
      const instructionText = own.slice(at, at + 30);
      const text = el.textContent ?? '';
      const where = text.indexOf(instructionText);
      const ruleBefore = fullRules.some(
        (rule) =>
          sectionOf(rule) === sectionOf(el) &&
          (el.contains(rule) ? text.indexOf(rule.textContent ?? '') < where : precedes(rule, el)),
      );
      const pointerAfter = pointerEls.some(
        (pointer) => el.contains(pointer) && text.indexOf(pointer.textContent ?? '') > where,
      );
      if (!ruleBefore && !pointerAfter) findings.unguarded.push(short(text));
    }
    // 2. Nothing restates the exception or a procedure in its own words (the shared text itself is the original).
    if (el.closest(shared)) continue;
    for (const sentence of sentences(own)) {
      if (nude.test(sentence) && prohibition.test(sentence)) findings.handWritten.push(short(sentence));
      for (const phrase of procedurePhrases) if (phrase.test(sentence)) findings.handWritten.push(short(sentence));
    }
  }

  // 3. A figure cannot use the component: where it states the exception, it names all four acts.
  for (const figure of Array.from(main.querySelectorAll('figure'))) {
    const svg = figure.querySelector('svg');
    const texts = [
      svg?.getAttribute('aria-label') ?? '',
      ...Array.from(svg?.querySelectorAll('text') ?? []).map((t) => t.textContent ?? ''),
    ];
    for (const text of [texts[0], texts.slice(1).join(' ')]) {
      for (const sentence of sentences(text)) {
        if (!nude.test(sentence) || !prohibition.test(sentence)) continue;
        const acts = [/ments|mentsd/i, /képernyőkép/i, /fotóz/i, /tovább/i];
        if (!acts.every((act) => act.test(sentence))) findings.partialFigures.push(short(sentence));
      }
    }
  }

  // 4. A children's box about an incident opens with 112.
  for (const box of Array.from(main.querySelectorAll<HTMLElement>('.theme-admonition'))) {
    const heading = box.querySelector('[class*="admonitionHeading"]')?.textContent?.trim() ?? '';
    if (heading !== 'Gyerekeknek') continue;
    const content = box.querySelector('[class*="admonitionContent"]') ?? box;
    if (!incidentWords.test(content.textContent ?? '')) continue;
    findings.childBoxes += 1;
    const first = content.firstElementChild;
    const opensWith112 =
      first?.firstElementChild?.getAttribute('data-safety-rule') === '112' &&
      (first.textContent ?? '').trim().startsWith(first.firstElementChild.textContent?.trim() ?? '\u0000');
    if (!opensWith112) findings.childBoxesWithout112.push(short(content.textContent ?? ''));
  }

  // 5. An incident step list starts with 112: the shared procedures, and lists a page writes under an incident heading.
  const headingBefore = (el: Element): string => {
    const headings = Array.from(main.querySelectorAll('h2, h3'));
    const before = headings.filter((h) => h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
    return before.at(-1)?.textContent ?? '';
  };
  for (const list of Array.from(main.querySelectorAll<HTMLOListElement>('ol'))) {
    if (list.closest('[role="tabpanel"], nav, figure, .table-of-contents, [data-procedure-sources]')) continue;
    if (list.parentElement?.closest('ol')) continue; // sub-steps belong to their step
    const isProcedure = list.matches('[data-procedure]');
    if (!isProcedure && !incidentHeading.test(headingBefore(list))) continue;
    findings.incidentLists += 1;
    const firstStep = list.querySelector(':scope > li');
    if (!firstStep?.querySelector('a[href="tel:112"]')) {
      findings.incidentListsNot112First.push(
        `${headingBefore(list).slice(0, 60)}: ${short(firstStep?.textContent ?? '')}`,
      );
    }
  }

  // 6. Wherever help lines are listed together, 112 comes first.
  for (const list of Array.from(main.querySelectorAll('ul, ol'))) {
    const lines = Array.from(list.querySelectorAll(':scope > li')).filter((li) =>
      li.querySelector('a[href^="tel:"], a[href*="nmhh.hu"]'),
    );
    if (lines.length < 2 || !list.querySelector(':scope > li a[href="tel:112"]')) continue;
    if (!lines[0].querySelector('a[href="tel:112"]'))
      findings.helpLists112NotFirst.push(short(lines[0].textContent ?? ''));
  }
  return findings;
}

/** What one crawl of every page records, for the three tests below. */
type Crawl = {path: string; telLinks: string[]; handTyped: string[]; findings: Findings}[];

/** Help-line numbers in the page's text that are not inside a link (a tel: link, or a cited source's title). */
function handTypedNumbers(): string[] {
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
}

// One crawl of every page records all three rules; the tests below share it, in one worker, in this order.
test.describe.configure({mode: 'default'});
let crawl: Crawl;

test.beforeAll(async ({browser}) => {
  test.setTimeout(180_000); // every page, one after the other
  // The project's settings (base URL, desktop viewport), as the page fixture of a test would have them.
  const {baseURL, viewport, userAgent, deviceScaleFactor} = test.info().project.use;
  const page = await browser.newPage({baseURL, viewport, userAgent, deviceScaleFactor});
  crawl = [];
  for (const path of pages) {
    await page.goto(path);
    crawl.push({
      path,
      telLinks: await page.locator('a[href^="tel:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!)),
      handTyped: await page.evaluate(handTypedNumbers),
      findings: await page.evaluate(pageFindings),
    });
  }
  await page.close();
});

test('the help-line module is what the pages show: every tel: link comes from it', () => {
  expect(crawl.map(({path}) => path)).toEqual(pages);
  const seen = new Set<string>();
  for (const {path, telLinks} of crawl) {
    for (const href of telLinks) {
      expect.soft(helpLineHrefs.has(href), `${path}: ${href} is not in src/data/helpLines.ts`).toBe(true);
      seen.add(href);
    }
  }
  // 112 and Kék Vonal are on every page (the help block); the guides use the others.
  expect([...seen]).toEqual(expect.arrayContaining(['tel:112', 'tel:116111', 'tel:116123', 'tel:116000']));
});

test('no help-line number is typed by hand: each one on a page is a link from the module', () => {
  expect(crawl.map(({path}) => path)).toEqual(pages);
  for (const {path, handTyped} of crawl) expect.soft(handTyped, path).toEqual([]);
});

test('emergency procedures come from the shared module, 112 first, and evidence always with the exception', () => {
  expect(crawl.map(({path}) => path)).toEqual(pages);
  const totals = {instructions: 0, childBoxes: 0, incidentLists: 0, sourcedProcedures: 0};
  const failures: Record<string, string[]> = {
    'evidence instruction with neither the full nude-image rule before it in its section nor a pointer after it': [],
    'exception or procedure written by hand instead of the shared one': [],
    'figure states the exception without all four acts': [],
    '„Gyerekeknek” box about an incident that does not open with 112': [],
    'incident step list whose first step is not 112': [],
    'help lines listed with 112 not first': [],
    'pointer to the nude-image rule with no full rule before it in its section': [],
    'procedure step or version shown without its sources': [],
    'children’s version of a procedure that does not open with 112': [],
  };
  const used = new Set<string>();
  for (const {path, findings: found} of crawl) {
    totals.instructions += found.instructions;
    totals.childBoxes += found.childBoxes;
    totals.incidentLists += found.incidentLists;
    totals.sourcedProcedures += found.sourcedProcedures;
    found.procedures.forEach((id) => used.add(id));
    const [a, b, c, d, e, f, g, h, i] = Object.values(failures);
    a.push(...found.unguarded.map((x) => `${path}: ${x}`));
    b.push(...found.handWritten.map((x) => `${path}: ${x}`));
    c.push(...found.partialFigures.map((x) => `${path}: ${x}`));
    d.push(...found.childBoxesWithout112.map((x) => `${path}: ${x}`));
    e.push(...found.incidentListsNot112First.map((x) => `${path}: ${x}`));
    f.push(...found.helpLists112NotFirst.map((x) => `${path}: ${x}`));
    g.push(...found.pointersWithoutRule.map((x) => `${path}: ${x}`));
    h.push(...found.withoutSources.map((x) => `${path}: ${x}`));
    i.push(...found.childVersionsWithout112.map((x) => `${path}: ${x}`));
  }
  for (const [rule, list] of Object.entries(failures)) expect.soft(list, rule).toEqual([]);
  // Checks that find nothing check nothing: the guides do teach evidence, have children's boxes and step lists.
  expect.soft(totals.instructions, 'evidence instructions found').toBeGreaterThan(10);
  expect.soft(totals.childBoxes, 'children’s boxes about incidents').toBeGreaterThanOrEqual(5);
  expect.soft(totals.incidentLists, 'incident step lists').toBeGreaterThanOrEqual(8);
  expect.soft(totals.sourcedProcedures, 'shared procedures whose sources were checked').toBeGreaterThan(20);
  // Every shared procedure is in use somewhere: one that no page shows has drifted out of the site.
  expect(
    safetyProcedureIds.filter((id) => !used.has(id)),
    'procedures no page shows',
  ).toEqual([]);
});

test('the evidence check takes a pointer after the full rule in its section, and fails a pointer or an instruction without it', async ({
  page,
}) => {
  const pointer =
    '<span data-procedure="meztelen-kep" data-variant="pointer" data-safety-rule="meztelen-kep-pointer">– kivéve a meztelen vagy szexuális képet: lásd fent</span>';
  await page.setContent(`<main>
    <h2>Az első szakasz</h2>
    <p><span data-safety-rule="meztelen-kep">A teljes szabály.</span></p>
    <p>Készíts képernyőképet a bántó üzenetről ${pointer}</p>
    <h2>A második szakasz</h2>
    <p>Készíts képernyőképet a bántó kommentről ${pointer}</p>
    <p>Mentsd el a bántó üzenetet is.</p>
  </main>`);
  const found = await page.evaluate(pageFindings);
  expect(found.instructions).toBe(3);
  expect(found.pointers).toBe(2);
  // The second section's pointer has no rule to point back to; its last instruction has neither rule nor pointer.
  expect(found.pointersWithoutRule).toEqual([
    `Készíts képernyőképet a bántó kommentről – kivéve a meztelen vagy szexuális képet: lásd fent`,
  ]);
  expect(found.unguarded).toEqual(['Mentsd el a bántó üzenetet is.']);
});
