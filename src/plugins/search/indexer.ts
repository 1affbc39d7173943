// From the built pages to the index file (Node only): each page's title, description and sections (heading and
// text), read from its HTML as the reader gets it, then indexed with the same Hungarian layer the search uses.
import MiniSearch from 'minisearch';
import {parse} from 'parse5';
import {createHungarian, fold, type Roots, type Vocabulary} from './hungarian';
import {
  miniSearchOptions,
  type DocumentKind,
  type IndexedDocument,
  type IndexFile,
  type SearchDocument,
} from './engine';

type Node = {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: {name: string; value: string}[];
  childNodes?: Node[];
  content?: Node;
};

export type ExtractedSection = {
  anchor: string;
  heading: string;
  /** 3 for an h3, 2 for an h2, 1 for the text before the first heading. */
  level: number;
  text: string;
  /** How much of the text is the text of links. */
  linkText: number;
  /** Whether it holds a shared procedure's numbered steps (`<Procedure id="…" />`, `data-variant="steps"`). */
  hasSteps: boolean;
  /** Whether it is written for children: a home page situation with a procedure's `child` variant. */
  forChildren?: boolean;
  /** For a home page situation, the heading of its list („Gyerekeknek: ha baj van”): shown under its title. */
  list?: string;
  /**
   * For one of a picker's panels (an app in the app guide: a hidden `<section aria-labelledby>` next to a `<select>`),
   * the name of its choice as the picker lists it („TikTok”).
   */
  choice?: string;
};

export type ExtractedPage = {
  url: string;
  title: string;
  description: string;
  sections: ExtractedSection[];
  /** The home page: its sections are its situations (see `SearchDocument.situation`). */
  situations?: boolean;
};

const attribute = (node: Node, name: string) => node.attrs?.find((attr) => attr.name === name)?.value;
const hasClass = (node: Node, name: string) => (attribute(node, 'class') ?? '').split(/\s+/).includes(name);

function find(node: Node, test: (node: Node) => boolean): Node | undefined {
  if (test(node)) return node;
  for (const child of node.childNodes ?? []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

// Words inside these run on; every other element ends a word.
const inline = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);
// Not text a reader reads: the headings' „#” links, scripts, icons, buttons, a picker's list of choices; nor a copy of
// words that stand on the page already (a procedure's step openings listed above its steps), counted once.
const skipped = (node: Node) =>
  ['script', 'style', 'svg', 'button', 'noscript', 'template', 'select'].includes(node.tagName ?? '') ||
  hasClass(node, 'hash-link') ||
  attribute(node, 'data-procedure-copy') !== undefined;

function textOf(node: Node): string {
  if (node.nodeName === '#text') return node.value ?? '';
  if (skipped(node)) return ' ';
  const text = (node.childNodes ?? []).map(textOf).join('');
  return inline.has(node.tagName ?? '') ? text : ` ${text} `;
}
const squeeze = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

function findAll(node: Node, test: (node: Node) => boolean, found: Node[] = []): Node[] {
  if (test(node)) found.push(node);
  for (const child of node.childNodes ?? []) findAll(child, test, found);
  return found;
}

const hasProcedure = (node: Node) =>
  find(node, (inner) => attribute(inner, 'data-procedure') !== undefined) !== undefined;

/**
 * A children's card's own words: not the safety rules every card repeats (112, the nude-image rule, Kék Vonal), except
 * a card's own cases for 112 after the shared call (`data-card-cases`: „… azt írja, hogy eljön érted”), which only that
 * card says; a rule inside those cases is still shared.
 */
const ownText = (node: Node, inRule = false): string => {
  if (node.nodeName === '#text') return inRule ? '' : (node.value ?? '');
  if (skipped(node)) return ' ';
  const cases = attribute(node, 'data-card-cases') !== undefined;
  const rule = !cases && (inRule || attribute(node, 'data-safety-rule') !== undefined);
  return ` ${(node.childNodes ?? []).map((child) => ownText(child, rule)).join('')} `;
};

/**
 * A page without Markdown (the home page): its situations, each a `<details id>` whose `<summary>` says in the
 * reader's words what happened and opens the shared procedure's steps. The parents' steps are the guides' own (indexed
 * there), and the index stays small: only the summary is indexed. A children's situation's steps are in the child's
 * words, as nowhere else on the site but the guides' „Gyerekeknek” boxes: they are indexed too.
 */
function situationSections(main: Node): ExtractedSection[] {
  const sections: ExtractedSection[] = [];
  // The list's heading is the last h2 before it („Baj van? Mi történt?”, „Gyerekeknek: ha baj van”).
  let list: string | undefined;
  const walk = (node: Node) => {
    if (node.tagName === 'h2') list = squeeze(textOf(node)) || undefined;
    if (node.tagName === 'details' && attribute(node, 'id') !== undefined) {
      const summary = find(node, (inner) => inner.tagName === 'summary');
      const heading = summary ? squeeze(textOf(summary)) : '';
      if (heading === '') return;
      const childSteps = find(node, (inner) => attribute(inner, 'data-variant') === 'child');
      sections.push({
        anchor: `#${attribute(node, 'id')}`,
        heading,
        level: 2,
        text: childSteps ? squeeze(ownText(childSteps)) : '',
        linkText: 0,
        hasSteps: hasProcedure(node),
        forChildren: childSteps !== undefined || undefined,
        ...(list && {list}),
      });
      return;
    }
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(main);
  return sections;
}

/** A built page: its <h1>, its meta description, and the text of its content in h2/h3 sections. */
export function extractPage(html: string, url: string): ExtractedPage | undefined {
  const document = parse(html) as unknown as Node;
  const main = find(document, (node) => node.tagName === 'main');
  // Docs and blog posts wrap their Markdown in `.markdown`; a Markdown page has only its <article>.
  const markdown =
    main && (find(main, (node) => hasClass(node, 'markdown')) ?? find(main, (node) => node.tagName === 'article'));
  const h1 = main && find(main, (node) => node.tagName === 'h1');
  const description = find(document, (node) => node.tagName === 'meta' && attribute(node, 'name') === 'description');
  const descriptionText = squeeze(attribute(description ?? {nodeName: 'meta'}, 'content') ?? '');
  if (main && !markdown) {
    // The home page's <h1> is in its hero, before <main>.
    const title = find(document, (node) => node.tagName === 'h1');
    const situations = situationSections(main);
    return title && situations.length > 0
      ? {url, title: squeeze(textOf(title)), description: descriptionText, sections: situations, situations: true}
      : undefined;
  }
  if (!markdown || !h1) return undefined;
  // A picker's choices (the app guide's „Melyik alkalmazás?”): their names, to name the panels.
  const choices = findAll(markdown, (node) => node.tagName === 'option')
    .map((option) => squeeze(textOf(option)))
    .filter((name) => name.length > 1);
  const choiceIn = (heading: string) => {
    const folded = fold(heading.toLowerCase());
    return choices.find((name) => folded.includes(fold(name.toLowerCase())));
  };
  const sections: ExtractedSection[] = [{anchor: '', heading: '', level: 1, text: '', linkText: 0, hasSteps: false}];
  let panel: Node | undefined;
  const walk = (node: Node, inLink: boolean) => {
    if (node === h1 || skipped(node)) return;
    const level = node.tagName === 'h2' ? 2 : node.tagName === 'h3' ? 3 : 0;
    if (level > 0 && attribute(node, 'id')) {
      const heading = squeeze(textOf(node));
      const choice = panel && choiceIn(heading);
      sections.push({
        anchor: `#${attribute(node, 'id')}`,
        heading,
        level,
        text: '',
        linkText: 0,
        hasSteps: false,
        ...(choice && {choice}),
      });
      return;
    }
    // One of a picker's panels: shown when its choice is picked.
    if (node.tagName === 'section' && attribute(node, 'aria-labelledby') && attribute(node, 'hidden') !== undefined) {
      panel = node;
      for (const child of node.childNodes ?? []) walk(child, inLink);
      panel = undefined;
      return;
    }
    const section = sections[sections.length - 1];
    if (node.nodeName === '#text') {
      section.text += node.value;
      if (inLink) section.linkText += squeeze(node.value ?? '').length;
    } else {
      if (attribute(node, 'data-procedure') && attribute(node, 'data-variant') === 'steps') section.hasSteps = true;
      const block = !inline.has(node.tagName ?? '');
      if (block) section.text += ' ';
      for (const child of node.childNodes ?? []) walk(child, inLink || node.tagName === 'a');
      if (block) section.text += ' ';
    }
  };
  walk(markdown, false);
  return {
    url,
    title: squeeze(textOf(h1)),
    description: descriptionText,
    sections: sections
      .map((section) => ({...section, text: squeeze(section.text)}))
      .filter((section) => section.heading !== '' || section.text !== ''),
  };
}

/** A section this share of whose text is links is a list of links (further reading), not an answer. */
const linkListShare = 0.6;

/**
 * What a section is for: `steps`, what to do (a shared procedure's steps, or a heading the vocabulary lists as one,
 * „Ha baj van”, „Mit tegyek…”), or `reference`, where to read more (a heading such as
 * „Források”, or a list of links). Other sections explain, and have no kind.
 */
export function sectionKinds(sections: ExtractedSection[], vocabulary: Vocabulary): (DocumentKind | undefined)[] {
  const startsWithAny = (heading: string, starts: string[] = []) => {
    const folded = fold(heading.toLowerCase());
    return starts.some((start) => folded.startsWith(fold(start.toLowerCase())));
  };
  let parent: DocumentKind | undefined;
  return sections.map((section) => {
    const own =
      section.hasSteps || startsWithAny(section.heading, vocabulary.sections?.steps)
        ? 'steps'
        : startsWithAny(section.heading, vocabulary.sections?.reference) ||
            (section.text.length > 0 && section.linkText / section.text.length >= linkListShare)
          ? 'reference'
          : undefined;
    if (section.level <= 2) parent = own;
    // An h3 under sources is one of the sources. One under a „what to do” h2 may explain („Mi a szexuális
    // zsarolás?”): it counts as steps only by its own heading or steps.
    return own ?? (section.level === 3 && parent === 'reference' ? parent : undefined);
  });
}

/** How much of a section's text the results show (the index file carries no more). */
const excerptLength = 160;
const excerptOf = (text: string) => {
  if (text.length <= excerptLength) return text;
  const cut = text.lastIndexOf(' ', excerptLength);
  return `${text.slice(0, cut > 0 ? cut : excerptLength)} …`;
};

/**
 * The index file for these pages. `background`: the addresses of pages with nothing to do (front matter
 * `search: background`), which the search lists after the guides; `roots`: stems of one word's forms, joined.
 */
export function buildIndex(
  pages: ExtractedPage[],
  vocabulary: Vocabulary,
  background: ReadonlySet<string> = new Set(),
  roots: Roots = {},
): IndexFile {
  const hungarian = createHungarian(vocabulary, roots);
  const documents: SearchDocument[] = [];
  const texts: string[] = [];
  for (const page of pages) {
    const pageId = documents.length;
    documents.push({
      id: pageId,
      page: pageId,
      url: page.url,
      title: page.title,
      heading: '',
      excerpt: page.description,
      ...(background.has(page.url) && {kind: 'background' as const}),
    });
    texts.push(page.description);
    const kinds = sectionKinds(page.sections, vocabulary);
    page.sections.forEach((section, at) => {
      documents.push({
        id: documents.length,
        page: pageId,
        url: page.url + section.anchor,
        title: '',
        heading: section.heading,
        // A situation has no text of its own: its list says whose it is.
        excerpt: page.situations ? (section.list ?? '') : excerptOf(section.text),
        ...(kinds[at] && {kind: kinds[at]}),
        ...(section.choice && {choice: section.choice}),
        ...(section.forChildren && {forChildren: true}),
        ...(page.situations && {situation: true}),
      });
      texts.push(section.text);
    });
  }
  const miniSearch = new MiniSearch<IndexedDocument>(miniSearchOptions(hungarian));
  // Only the page's own document carries the title: a section's score is its heading and text. A children's
  // situation's text is its steps, in a field of their own (see `boost` in engine.ts).
  miniSearch.addAll(
    documents.map((document, at) =>
      document.forChildren ? {...document, child: texts[at]} : {...document, text: texts[at]},
    ),
  );
  return {vocabulary, roots, documents, index: miniSearch.toJSON()};
}
