#!/usr/bin/env node
// Hungarian spell-check of the site's own prose with hunspell (Debian: hunspell, hunspell-hu).
// Checks every Markdown page (titles and descriptions included) and the category descriptions.
// Not checked: code, link targets, JSX tags, and the „Források” lists, which quote the sources' own titles.
// Proper nouns, product names and glossed English terms go in scripts/hunspell-words.txt, one per line;
// `word/model` gives a word the suffixes of a known Hungarian model word (TikTok/bot → TikTokon, TikToknál).
import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';

const wordList = 'scripts/hunspell-words.txt';
const roots = ['docs', 'blog', 'src/pages'];

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* walk(file);
    else if (/\.(md|mdx)$/.test(name) || name === '_category_.json') yield file;
  }
}

/** Reduces a Markdown/MDX page to the prose a reader sees. */
function prose(source) {
  const frontMatter = source.match(/^---\n([\s\S]*?)\n---\n/);
  const meta = frontMatter
    ? frontMatter[1]
        .split('\n')
        .filter((line) => /^(title|description):/.test(line))
        .map((line) => line.replace(/^\w+:\s*/, '').replace(/^["']|["']$/g, ''))
        .join('\n')
    : '';
  const body = (frontMatter ? source.slice(frontMatter[0].length) : source)
    .replace(/\n## Források\n[\s\S]*?(?=\n## |\n?$)/, '\n')
    .replace(/^```[\s\S]*?^```/gm, ' ')
    .replace(/^import .*$/gm, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/\]\((?:<[^>]*>|[^)]*)\)/g, '] ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/^:::\w+/gm, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\b[\w.-]+\.(hu|com|eu|org|co)\b\S*/g, ' ');
  return `${meta}\n${body}`;
}

const unknown = new Map();
for (const root of roots) {
  for (const file of walk(root)) {
    const source = readFileSync(file, 'utf8');
    const text = file.endsWith('.json') ? JSON.parse(source).link?.description ?? '' : prose(source);
    const words = execFileSync('hunspell', ['-d', 'hu_HU', '-p', wordList, '-l'], {input: text, encoding: 'utf8'})
      .split('\n')
      .filter((word) => word && !/\d/.test(word) && !word.startsWith('-')); // `112-es`: a suffix after a number
    for (const word of words) unknown.set(word, [...(unknown.get(word) ?? []), file]);
  }
}

if (unknown.size > 0) {
  for (const [word, files] of [...unknown].sort(([a], [b]) => a.localeCompare(b, 'hu'))) {
    console.log(`${word}\t${[...new Set(files)].join(', ')}`);
  }
  console.error(`\nspellcheck: ${unknown.size} unknown words. Fix the typo, or add a proper noun to ${wordList}.`);
  process.exit(1);
}
console.log('spellcheck: no unknown words');
