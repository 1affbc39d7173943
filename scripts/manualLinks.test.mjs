// The manuals (README, CONTRIBUTING, MAINTAINING and each feature's README) link each other and the code by
// relative path: a moved file or a renamed heading must not leave a link that goes nowhere.
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';

const root = path.resolve(import.meta.dirname, '..');
const manuals = [
  'README.md',
  'CONTRIBUTING.md',
  'MAINTAINING.md',
  'src/familyTools/README.md',
  'src/plugins/offlineReading/README.md',
  'src/plugins/search/README.md',
];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replace(/ /g, '-');

const anchorsOf = (file) =>
  new Set([...readFileSync(file, 'utf8').matchAll(/^#+ (.*)$/gm)].map(([, heading]) => anchor(heading)));

for (const manual of manuals) {
  test(`${manual}: every relative link and anchor resolves`, () => {
    const file = path.join(root, manual);
    const broken = [];
    for (const [, link] of readFileSync(file, 'utf8').matchAll(/\]\(([^)\s]+)\)/g)) {
      // Site routes, web addresses, and the shared folder that sits beside the repository, not in it.
      if (
        /^(https?:|mailto:|<?\/|\.\.\/shared\/)/.test(link) ||
        (manual !== 'README.md' && link.includes('../shared/'))
      )
        continue;
      const [target, hash] = link.split('#');
      const resolved = target ? path.resolve(path.dirname(file), target) : file;
      if (!existsSync(resolved)) broken.push(link);
      else if (hash && resolved.endsWith('.md') && !anchorsOf(resolved).has(hash)) broken.push(link);
    }
    assert.deepEqual(broken, []);
  });
}
