#!/usr/bin/env node
// Prints, for each ejected theme component, its diff against the same file of the installed theme: on a Docusaurus
// upgrade, what upstream changed shows up beside the project's own changes. An ejected file is one whose first line
// is `// Ejected from <package>@<version> src/theme/<Component>; changed: …`. Exits non-zero only when a diff cannot
// be made (the component is gone from the theme, or git fails), not when files differ.
//
// Usage: npm run diff-ejected
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const siteDir = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(siteDir, 'package.json'));
const marker = /^\/\/ Ejected from (@[^@\s]+\/[^@\s]+)@(\S+) (src\/theme\/\S+?);/;

const ejected = readdirSync(path.join(siteDir, 'src/theme'), {recursive: true, withFileTypes: true})
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name))
  .flatMap((file) => {
    const match = marker.exec(readFileSync(file, 'utf8').split('\n', 1)[0]);
    return match ? [{file, packageName: match[1], ejectedVersion: match[2], upstreamDir: match[3]}] : [];
  })
  .sort((a, b) => a.file.localeCompare(b.file));

let failed = false;
for (const {file, packageName, ejectedVersion, upstreamDir} of ejected) {
  const packageDir = path.dirname(require.resolve(`${packageName}/package.json`));
  const installedVersion = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
  const upstream = path.join(packageDir, upstreamDir, path.basename(file));
  const local = path.relative(siteDir, file);
  console.log(`\n### ${local}: ejected from ${packageName}@${ejectedVersion}, installed ${installedVersion}`);
  if (!existsSync(upstream)) {
    console.error(`${path.relative(siteDir, upstream)} does not exist: the component moved or was removed upstream.`);
    failed = true;
    continue;
  }
  // git diff --no-index works wherever git does (no `diff` on Windows); exit code 1 only means "differs".
  const result = spawnSync('git', ['diff', '--no-index', '--no-color', '--', path.relative(siteDir, upstream), local], {
    cwd: siteDir,
    stdio: 'inherit',
  });
  if (result.error || (result.status !== 0 && result.status !== 1)) {
    console.error(`git diff failed for ${local}: ${result.error?.message ?? `exit code ${result.status}`}`);
    failed = true;
  }
}
if (ejected.length === 0) {
  console.error('No ejected component found (a first line `// Ejected from <package>@<version> src/theme/…;`).');
  failed = true;
}
process.exit(failed ? 1 : 0);
