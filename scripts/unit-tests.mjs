#!/usr/bin/env node
// `npm run test:unit`: every unit test file (`*.test.ts`, `*.test.mjs` under src/ and scripts/) in one Node process.
// `node --test` starts a process per file, and with the TypeScript loader that start-up was nearly all of its 20 s;
// here the 90 tests take 3 s. node:test runs and reports the tests each file registers, and sets a failing exit code.
// The search's quality sets are not unit tests: `npm run test:search` runs them on the built site.
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const notUnitTests = new Set(['src/plugins/search/quality.test.ts']);

function testFiles(dir) {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(file);
    return /\.test\.(ts|mjs)$/.test(entry.name) && !notUnitTests.has(file) ? [file] : [];
  });
}

for (const file of [...testFiles('src'), ...testFiles('scripts')].sort()) {
  await import(pathToFileURL(path.resolve(file)).href);
}
