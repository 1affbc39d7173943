#!/usr/bin/env node
// Builds the deployment modes the README documents besides the default one, each into its own folder, for the
// e2e checks in e2e/variants/: the site under a base path, and the site with Algolia DocSearch (dummy credentials;
// the build makes no request to Algolia). Each is a full production build followed by its _headers and its offline-reading worker, as `npm run build`.
//
// Usage: node scripts/build-variants.mjs
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {variants} from './variants.mjs';

const docusaurus = path.resolve('node_modules/.bin/docusaurus');

for (const variant of variants) {
  // Only the variant's own variables: one set in the caller's shell must not leak into the other mode.
  const env = {...process.env, ...variant.env};
  for (const name of ['BASE_URL', 'ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME']) {
    if (!(name in variant.env)) delete env[name];
  }
  console.log(`\nbuild-variants: ${variant.name} → ${variant.dir}`);
  execFileSync(docusaurus, ['build', '--out-dir', variant.dir], {env, stdio: 'inherit'});
  execFileSync(process.execPath, ['scripts/headers.mjs', '--dir', variant.dir], {env, stdio: 'inherit'});
  // After the headers: the offline copy's hashes cover them.
  execFileSync(process.execPath, ['src/plugins/offlineReading/writeServiceWorker.mjs', '--dir', variant.dir], {
    env,
    stdio: 'inherit',
  });
}
