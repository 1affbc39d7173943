#!/usr/bin/env node
// Hungarian spell-check of the prose a reader sees, with hunspell (Debian: hunspell, hunspell-hu):
// - Markdown and MDX pages (docs/, blog/, src/pages/): front matter title and description, and the text of the
//   body, parsed as Docusaurus parses it (remark with MDX, directives, GFM). Not checked: code, link targets, MDX
//   expressions and imports, and the „Források” lists, which quote the sources' own titles.
// - the category labels and descriptions (_category_.json), blog/authors.yml and blog/tags.yml;
// - TSX and TS that render text: JSX text, the props readers see (alt, title, aria-label, …) and the data fields
//   shown on the page (src/pages, src/components, src/familyTools, src/theme, src/data/helpLines.ts, src/data/safetyProcedures.tsx, src/data/apps.tsx,
//   the publishers in src/data/procedureSources.ts), and the labels, titles,
//   tagline, footer and announcement in docusaurus.config.ts;
// - the text of the figures (<text>, <title>, <desc> in docs/**/img/*.svg);
// - the site's own interface messages in i18n/en/code.json (every id outside `theme.`) and the family tools' translation
//   files (i18n/en/family-tools/*.json).
// Proper nouns, product names and glossed English terms go in scripts/hunspell-words.txt, one per line;
// `word/model` gives a word the suffixes of a known Hungarian model word (TikTok/bot → TikTokon, TikToknál).
import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {parseMarkdownHeadingId} from '@docusaurus/utils';
import {toString} from 'mdast-util-to-string';
import {parseFragment} from 'parse5';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import ts from 'typescript';
import {unified} from 'unified';
import {SKIP, visit} from 'unist-util-visit';

const wordList = 'scripts/hunspell-words.txt';

// English names the pages quote as they are spelled on the screen or by their owners. They are taken out of the
// text as whole phrases, so that their words (for, to, this …) are not accepted anywhere else.
const englishNames = [
  'On this page',
  'For You',
  'Ask to Buy',
  'Better Internet for Kids',
  'Take It Down',
  'National Center for Missing & Exploited Children',
  'National Cyber Security Centre',
  'National Crime Agency',
  'CEOP Education',
  'UK Safer Internet Centre',
  'EDEKA smart',
  // The apps' own names of their parental controls and features (src/data/apps.tsx), each glossed in Hungarian.
  'Family Pairing',
  'Supervision',
  'Parental Controls',
  'Add Parent',
  'cabined account',
  'Epic Games',
  'Snap Map',
  'Xbox Family Settings',
];

/** JSX props whose string values readers see (on the page, in a tooltip, or from a screen reader). */
const readerProps = new Set(['alt', 'aria-label', 'title', 'description', 'placeholder', 'label']);

/** Object fields shown to readers: the site config's, and those of the data that pages and components render. */
const readerFields = {
  config: new Set([
    'title',
    'tagline',
    'label',
    'alt',
    'description',
    'blogTitle',
    'blogDescription',
    'blogSidebarTitle',
    'copyright',
    'content',
  ]),
  code: new Set([
    'title',
    'description',
    'label',
    'alt',
    'situation',
    'guide',
    'summary',
    'topics',
    'name',
    'operator',
    'hours',
    'cost',
    'purpose',
    'checklist',
  ]),
  // The procedures' sources: their titles are quoted as the pages spell them (like a „Források” list), so only the
  // site's own words about them are checked.
  sources: new Set(['publisher']),
};

function files(dir, test) {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => test(file))
    .map((file) => path.join(dir, file));
}

/** Link targets, addresses and file names that can be left in running text. */
const withoutAddresses = (text) =>
  text.replace(/https?:\/\/\S+/g, ' ').replace(/[\p{L}\d_.-]+\.(hu|com|eu|org|co)\b\S*/gu, ' ');

const markdown = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMdx);

/** The prose of a Markdown/MDX page. */
function markdownProse(source) {
  const tree = markdown.parse(source);
  const parts = [];
  let inSources = false;
  visit(tree, (node) => {
    if (node.type === 'yaml') {
      const {title = '', description = ''} = yaml.load(node.value) ?? {};
      parts.push(title, description);
      return SKIP;
    }
    if (node.type === 'heading' && node.depth <= 2)
      inSources = node.depth === 2 && toString(node).trim() === 'Források';
    if (inSources) return SKIP;
    if (node.type === 'heading') {
      // A custom id (`## Cím \{#cim}`) is an address, not prose.
      parts.push(parseMarkdownHeadingId(toString(node)).text);
      return SKIP;
    }
    if (['code', 'inlineCode', 'html', 'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression'].includes(node.type)) {
      return SKIP;
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (readerProps.has(attribute.name) && typeof attribute.value === 'string') parts.push(attribute.value);
      }
    }
    if (node.type === 'text') parts.push(node.value);
    return undefined;
  });
  return parts.join('\n');
}

/** The prose of a TS/TSX module: JSX text, and the strings of the props and fields readers see. */
function scriptProse(file, source) {
  const fields =
    file === 'docusaurus.config.ts'
      ? readerFields.config
      : file === 'src/data/procedureSources.ts'
        ? readerFields.sources
        : readerFields.code;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const parts = [];
  const literalText = (node) => {
    if (ts.isStringLiteralLike(node)) return [node.text];
    if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
    if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(literalText);
    if (ts.isJsxExpression(node) && node.expression) return literalText(node.expression);
    return [];
  };
  const nameOf = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined);
  // translate() and <Translate> carry the theme's own English strings (translated in i18n/), not the site's prose.
  const isTranslation = (node) =>
    (ts.isCallExpression(node) && node.expression.getText(sourceFile) === 'translate') ||
    (ts.isJsxElement(node) && node.openingElement.tagName.getText(sourceFile) === 'Translate') ||
    (ts.isJsxSelfClosingElement(node) && node.tagName.getText(sourceFile) === 'Translate');
  const walk = (node) => {
    if (isTranslation(node)) return;
    if (ts.isJsxText(node)) parts.push(node.text);
    else if (ts.isJsxAttribute(node) && node.initializer && readerProps.has(node.name.getText(sourceFile))) {
      parts.push(...literalText(node.initializer));
    } else if (ts.isPropertyAssignment(node) && fields.has(nameOf(node.name))) {
      parts.push(...literalText(node.initializer));
    }
    ts.forEachChild(node, walk);
  };
  walk(sourceFile);
  // The announcement is HTML in a string: its tags are not prose.
  return parts.join('\n').replace(/<[^>]+>/g, ' ');
}

/** The text of an SVG figure: what it draws as text, and its title and description. */
function svgProse(source) {
  const parts = [];
  const walk = (node) => {
    if (['text', 'title', 'desc'].includes(node.tagName)) parts.push(toStringOfHtml(node));
    else for (const child of node.childNodes ?? []) walk(child);
  };
  const toStringOfHtml = (node) =>
    node.nodeName === '#text' ? node.value : (node.childNodes ?? []).map(toStringOfHtml).join('');
  walk(parseFragment(source));
  return parts.join('\n');
}

const sources = [
  ...['docs', 'blog', 'src/pages'].flatMap((dir) => files(dir, (file) => /\.mdx?$/.test(file))),
  ...files('docs', (file) => path.basename(file) === '_category_.json'),
  'blog/authors.yml',
  'blog/tags.yml',
  ...['src/pages', 'src/components', 'src/familyTools', 'src/theme'].flatMap((dir) =>
    files(dir, (file) => file.endsWith('.tsx')),
  ),
  'src/data/helpLines.ts',
  'src/data/safetyProcedures.tsx',
  'src/data/procedureSources.ts',
  'src/data/apps.tsx',
  'docusaurus.config.ts',
  'i18n/en/code.json',
  ...files('i18n/en/family-tools', (file) => file.endsWith('.json')),
  ...files('docs', (file) => /(^|\/)img\/[^/]+\.svg$/.test(file)),
];

function prose(file) {
  const source = readFileSync(file, 'utf8');
  if (/\.mdx?$/.test(file)) return markdownProse(source);
  if (file.endsWith('_category_.json')) {
    const {label = '', link} = JSON.parse(source);
    return `${label}\n${link?.description ?? ''}`;
  }
  if (file.endsWith('authors.yml'))
    return Object.values(yaml.load(source))
      .flatMap(({name, title}) => [name, title])
      .join('\n');
  if (file.endsWith('tags.yml')) {
    return Object.values(yaml.load(source))
      .flatMap(({label, description}) => [label, description])
      .join('\n');
  }
  if (file.endsWith('.svg')) return svgProse(source);
  // The site's own interface messages (the family tools' labels, buttons and notices); the theme's are its own.
  if (file.endsWith('code.json') || file.includes('family-tools')) {
    return Object.entries(JSON.parse(source))
      .filter(([id]) => !id.startsWith('theme.'))
      .map(([, {message}]) => message.replace(/\{\w+\}/g, ' '))
      .join('\n');
  }
  return scriptProse(file, source);
}

// `--show`: print the text that is checked, file by file, instead of checking it.
const show = process.argv.includes('--show');
const texts = new Map();
for (const file of sources) {
  let text = withoutAddresses(prose(file));
  // A name may wrap across lines in the source (JSX text): match it whatever white space stands between its words.
  for (const name of englishNames) text = text.replace(new RegExp(name.split(' ').join('\\s+'), 'g'), ' ');
  if (show) console.log(`## ${file}\n${text.replace(/\s*\n\s*/g, '\n').trim()}\n`);
  texts.set(file, text);
}
if (show) process.exit(0);

// One hunspell for all the files: loading the Hungarian dictionary took most of the check's 17 s when each of the 65
// files started its own. Each unknown word is then traced to the files whose text has it.
const words = execFileSync('hunspell', ['-d', 'hu_HU', '-p', wordList, '-l'], {
  input: [...texts.values()].join('\n'),
  encoding: 'utf8',
  maxBuffer: 16 * 1024 * 1024,
})
  .split('\n')
  .filter((word) => word && !/\d/.test(word) && !word.startsWith('-')); // `112-es`: a suffix after a number
const unknown = new Map();
for (const word of new Set(words)) {
  const whole = new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');
  unknown.set(
    word,
    [...texts].filter(([, text]) => whole.test(text)).map(([file]) => file),
  );
}

if (unknown.size > 0) {
  for (const [word, found] of [...unknown].sort(([a], [b]) => a.localeCompare(b, 'hu'))) {
    console.log(`${word}\t${[...new Set(found)].join(', ')}`);
  }
  console.error(`\nspellcheck: ${unknown.size} unknown words. Fix the typo, or add a proper noun to ${wordList}.`);
  process.exit(1);
}
console.log(`spellcheck: no unknown words in ${sources.length} files`);
