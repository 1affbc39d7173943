// From the built pages to the index file (Node only): each page's title, description and sections (heading and
// text), read from its HTML as the reader gets it, then indexed with the same Hungarian layer the search uses.
import MiniSearch from 'minisearch';
import {parse} from 'parse5';
import {createHungarian, type Vocabulary} from './hungarian';
import {miniSearchOptions, type IndexFile, type SearchDocument} from './engine';

type Node = {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: {name: string; value: string}[];
  childNodes?: Node[];
  content?: Node;
};

export type ExtractedPage = {
  url: string;
  title: string;
  description: string;
  sections: {anchor: string; heading: string; text: string}[];
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
// Not text a reader reads: the headings' „#” links, scripts, icons, buttons.
const skipped = (node: Node) =>
  ['script', 'style', 'svg', 'button', 'noscript', 'template'].includes(node.tagName ?? '') ||
  hasClass(node, 'hash-link');

function textOf(node: Node): string {
  if (node.nodeName === '#text') return node.value ?? '';
  if (skipped(node)) return ' ';
  const text = (node.childNodes ?? []).map(textOf).join('');
  return inline.has(node.tagName ?? '') ? text : ` ${text} `;
}
const squeeze = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

/** A built page: its <h1>, its meta description, and the text of its content in h2/h3 sections. */
export function extractPage(html: string, url: string): ExtractedPage | undefined {
  const document = parse(html) as unknown as Node;
  const main = find(document, (node) => node.tagName === 'main');
  // Docs and blog posts wrap their Markdown in `.markdown`; a Markdown page has only its <article>.
  const markdown =
    main && (find(main, (node) => hasClass(node, 'markdown')) ?? find(main, (node) => node.tagName === 'article'));
  const h1 = main && find(main, (node) => node.tagName === 'h1');
  if (!markdown || !h1) return undefined;
  const description = find(document, (node) => node.tagName === 'meta' && attribute(node, 'name') === 'description');
  const sections: ExtractedPage['sections'] = [{anchor: '', heading: '', text: ''}];
  const walk = (node: Node) => {
    if (node === h1 || skipped(node)) return;
    if ((node.tagName === 'h2' || node.tagName === 'h3') && attribute(node, 'id')) {
      sections.push({anchor: `#${attribute(node, 'id')}`, heading: squeeze(textOf(node)), text: ''});
      return;
    }
    if (node.nodeName === '#text') sections[sections.length - 1].text += node.value;
    else {
      const block = !inline.has(node.tagName ?? '');
      if (block) sections[sections.length - 1].text += ' ';
      for (const child of node.childNodes ?? []) walk(child);
      if (block) sections[sections.length - 1].text += ' ';
    }
  };
  walk(markdown);
  return {
    url,
    title: squeeze(textOf(h1)),
    description: squeeze(attribute(description ?? {nodeName: 'meta'}, 'content') ?? ''),
    sections: sections
      .map((section) => ({...section, text: squeeze(section.text)}))
      .filter((section) => section.heading !== '' || section.text !== ''),
  };
}

/** How much of a section's text the results show (the index file carries no more). */
const excerptLength = 160;
const excerptOf = (text: string) => {
  if (text.length <= excerptLength) return text;
  const cut = text.lastIndexOf(' ', excerptLength);
  return `${text.slice(0, cut > 0 ? cut : excerptLength)} …`;
};

/** The index file for these pages. */
export function buildIndex(pages: ExtractedPage[], vocabulary: Vocabulary): IndexFile {
  const hungarian = createHungarian(vocabulary);
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
    });
    texts.push(page.description);
    for (const section of page.sections) {
      documents.push({
        id: documents.length,
        page: pageId,
        url: page.url + section.anchor,
        title: '',
        heading: section.heading,
        excerpt: excerptOf(section.text),
      });
      texts.push(section.text);
    }
  }
  const miniSearch = new MiniSearch<SearchDocument & {text: string}>(miniSearchOptions(hungarian));
  // Only the page's own document carries the title: a section's score is its heading and text.
  miniSearch.addAll(documents.map((document, at) => ({...document, text: texts[at]})));
  return {vocabulary, documents, index: miniSearch.toJSON()};
}
