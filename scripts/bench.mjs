#!/usr/bin/env node
// `npm run bench`: build and page-weight figures a maintainer can read. Not a test: it prints, it does not judge.
//   1. cold `docusaurus build` time;
//   2. for every route: the bytes a first visit transfers (gzip, as served from build/), by type;
//   3. Lighthouse (mobile, simulated throttling) scores and LCP / TBT / CLS per route;
//   4. scaling: cold build time with 100 and 1,000 generated extra docs, in a temporary copy of the site.
// Options: --skip-scaling, --routes /a,/b, --dir <a built site> (audit that build instead: no build, no scaling;
// e.g. the stock template, `--dir ../tpl/build --routes /docs/intro`)
import {execFileSync, spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const chromePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const port = Number(process.env.BENCH_PORT ?? 4190);
const otherBuild = option('dir') && path.resolve(option('dir'));

const routes = option('routes')?.split(',') ?? [
  '/', '/markdown-page',
  '/blog', '/blog/archive', '/blog/authors', '/blog/tags', '/blog/tags/docusaurus', '/blog/tags/facebook',
  '/blog/tags/hello', '/blog/long-blog-post', '/blog/mdx-blog-post', '/blog/welcome',
  '/docs/Bevezető', '/docs/hasznalat/dokumentacio', '/docs/hasznalat/ketfaktoros-hitelesites',
  '/docs/hasznalat/kozponti-fiok', '/docs/kiberbiztonsag/A biztonság célja és elemei',
  '/docs/kozossegi media/cyberbullying', '/docs/utemterv', '/docs/utmutatok/jookostelefon',
  '/docs/utmutatok/Képernyőfelvételek készítése', '/docs/utmutatok/Kommunikáció gyerekkel',
  '/docs/category/használat', '/docs/category/kiberbiztonság', '/docs/category/közösségi-média',
  '/docs/category/útmutatók',
];

const kib = (bytes) => (bytes / 1024).toFixed(1);
const pad = (value, width) => String(value).padStart(width);
const padEnd = (value, width) => String(value).padEnd(width);

/** Runs a cold production build in `siteDir` and returns its wall-clock seconds. */
function coldBuild(siteDir) {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  const started = performance.now();
  execFileSync(process.execPath, [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'], {
    cwd: siteDir,
    stdio: 'ignore',
    env: {...process.env, DOCUSAURUS_NO_UPDATE_NOTIFIER: '1'},
  });
  return (performance.now() - started) / 1000;
}

/** A temporary copy of the site with `count` generated docs; node_modules is shared through a link. */
function siteWithExtraDocs(count) {
  const copy = mkdtempSync(path.join(tmpdir(), `bench-${count}-`));
  for (const entry of ['docusaurus.config.ts', 'sidebars.ts', 'tsconfig.json', 'package.json', 'docs', 'blog', 'src', 'static']) {
    cpSync(path.join(root, entry), path.join(copy, entry), {recursive: true});
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  const dir = path.join(copy, 'docs', 'generalt');
  mkdirSync(dir);
  writeFileSync(path.join(dir, '_category_.json'), JSON.stringify({label: 'Generált', position: 99}));
  for (let i = 1; i <= count; i += 1) {
    const sections = Array.from({length: 4}, (_, s) => `## Kérdés ${s + 1}\n\n${'Ez egy generált bekezdés a mérethez, valódi szavakkal és mondatokkal. '.repeat(12)}\n\n### Lépések\n\n1. Nyisd meg a beállításokat.\n2. Kapcsold be a védelmet.\n`).join('\n');
    writeFileSync(
      path.join(dir, `oldal-${i}.md`),
      `---\ntitle: Generált oldal ${i}\ndescription: Generált oldal a build idejének méréséhez.\nsidebar_position: ${i}\nlast_update:\n  date: 2026-11-21\n---\n\n${sections}\n[Vissza a bevezetőhöz](/docs/Bevezető)\n`,
    );
  }
  return copy;
}

async function startServer() {
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs'), '--port', String(port), '--dir', otherBuild ?? 'build'], {
    cwd: root,
    stdio: 'pipe',
  });
  await new Promise((resolve, reject) => {
    server.stdout.once('data', resolve);
    server.once('exit', reject);
  });
  return server;
}

const byType = {Document: 'html', Stylesheet: 'css', Script: 'js', Image: 'img', Font: 'font'};

async function audit(chrome, route) {
  const url = `http://localhost:${port}${encodeURI(route)}`;
  const {lhr} = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error'});
  const bytes = {html: 0, css: 0, js: 0, img: 0, font: 0, other: 0};
  for (const request of lhr.audits['network-requests'].details.items) {
    bytes[byType[request.resourceType] ?? 'other'] += request.transferSize ?? 0;
  }
  const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
  return {
    route,
    bytes,
    // What issue #5 counts as a first visit: HTML, CSS, JS, images and fonts. Prefetches ("other") come on top.
    page: bytes.html + bytes.css + bytes.js + bytes.img + bytes.font,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: lhr.audits['largest-contentful-paint'].numericValue / 1000,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
  };
}

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: root, encoding: 'utf8'}).trim();
const dirty = execFileSync('git', ['status', '--porcelain'], {cwd: root, encoding: 'utf8'}).trim() ? ' (with uncommitted changes)' : '';
console.log(`Benchmark of ${otherBuild ?? `commit ${commit}${dirty}`}, Node ${process.version}, ${new Date().toISOString()}\n`);

const buildSeconds = otherBuild ? undefined : coldBuild(root);
if (buildSeconds !== undefined) console.log(`Cold build (npm run build, no caches): ${buildSeconds.toFixed(1)} s\n`);

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const results = [];
try {
  for (const route of routes) results.push(await audit(chrome, route));
} finally {
  await chrome.kill();
  server.kill();
}

const header = `${padEnd('route', 48)} ${pad('HTML', 6)} ${pad('CSS', 6)} ${pad('JS', 6)} ${pad('img', 6)} ${pad('font', 5)} ${pad('page', 6)} ${pad('prefe.', 6)}   ${pad('Perf', 4)} ${pad('A11y', 4)} ${pad('BP', 4)} ${pad('SEO', 4)} ${pad('LCP s', 6)} ${pad('TBT ms', 6)} ${pad('CLS', 5)}`;
console.log('First visit, compressed KiB by type ("page": their sum; "prefe.": chunks prefetched for links in view, on top), and Lighthouse mobile:');
console.log(header);
console.log('-'.repeat(header.length));
for (const r of results) {
  console.log(
    `${padEnd(r.route, 48)} ${pad(kib(r.bytes.html), 6)} ${pad(kib(r.bytes.css), 6)} ${pad(kib(r.bytes.js), 6)} ${pad(kib(r.bytes.img), 6)} ${pad(kib(r.bytes.font), 5)} ${pad(kib(r.page), 6)} ${pad(kib(r.bytes.other), 6)}   ${pad(r.performance, 4)} ${pad(r.accessibility, 4)} ${pad(r.bestPractices, 4)} ${pad(r.seo, 4)} ${pad(r.lcp.toFixed(2), 6)} ${pad(Math.round(r.tbt), 6)} ${pad(r.cls.toFixed(3), 5)}`,
  );
}
const docs = results.filter((r) => r.route.startsWith('/docs/'));
if (docs.length > 0) {
  const heaviest = docs.reduce((a, b) => (a.page > b.page ? a : b));
  console.log(`\nHeaviest doc page: ${heaviest.route}, ${kib(heaviest.page)} KiB, ${kib(heaviest.page + heaviest.bytes.other)} KiB with prefetches (issue #5 target: at most the stock 3.8.1 template's intro doc, about 220 KiB)`);
}
const indexes = results.map((r) => r.benchmarkIndex).sort((a, b) => a - b);
// Lighthouse's mobile preset slows the CPU 4x, calibrated for a fast desktop; on a slower machine TBT and LCP rise.
console.log(`Lighthouse BenchmarkIndex of this machine (median): ${Math.round(indexes[Math.floor(indexes.length / 2)])}`);
console.log(`Lowest scores: Perf ${Math.min(...results.map((r) => r.performance))}, A11y ${Math.min(...results.map((r) => r.accessibility))}, BP ${Math.min(...results.map((r) => r.bestPractices))}, SEO ${Math.min(...results.map((r) => r.seo))}; worst LCP ${Math.max(...results.map((r) => r.lcp)).toFixed(2)} s, TBT ${Math.round(Math.max(...results.map((r) => r.tbt)))} ms, CLS ${Math.max(...results.map((r) => r.cls)).toFixed(3)}`);

if (buildSeconds !== undefined && !args.includes('--skip-scaling')) {
  console.log('\nScaling (cold build of a temporary copy):');
  console.log(`  ${pad('real docs only', 18)}: ${buildSeconds.toFixed(1)} s`);
  for (const count of [100, 1000]) {
    const copy = siteWithExtraDocs(count);
    try {
      console.log(`  ${pad(`+${count} docs`, 18)}: ${coldBuild(copy).toFixed(1)} s`);
    } finally {
      rmSync(copy, {recursive: true, force: true});
    }
  }
}
