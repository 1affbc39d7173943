import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

/** A help line with its case ending typed after the tag („<Helpline id="segelyhivo" />-t”, „{call112}-t”). */
const looseEnding = /(<Helpline\b[^>]*\/>|<HelpLineLink\b[^>]*\/>|\{call112\})-\p{L}/u;

function sources(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(mdx?|tsx)$/.test(entry.name) ? [file] : [];
  });
}

test('a help line’s case ending is its suffix, so that „112-t” never breaks after the number', () => {
  // Usability round 7, task 1: on a phone „hívd a 112” ended one line and „-t” began the next.
  const loose = ['docs', 'blog', 'src'].flatMap(sources).filter((file) => looseEnding.test(readFileSync(file, 'utf8')));
  assert.deepEqual(loose, []);
  assert.ok(looseEnding.test('hívd a <Helpline id="segelyhivo" />-t'));
  assert.ok(looseEnding.test('hívd a {call112}-t'));
  assert.ok(!looseEnding.test('hívd a <Helpline id="segelyhivo" suffix="-t" />'));
});
