#!/usr/bin/env node
// `npm run bench`: build and page-weight figures a maintainer can read. Not a test: it prints, it does not judge.
//   1. cold `docusaurus build` time;
//   2. for every route: the bytes a first visit transfers (gzip, as served from build/), by type; and the shell every
//      page loads (runtime~main + main + styles, gzip -9; scripts/shell-size.mjs, `npm run size`) against its budget;
//   3. Lighthouse (mobile, simulated throttling) scores and LCP / TBT / CLS per route, each the median of 5 runs
//      (TBT varies by a factor of 3 between single runs on a 2-core machine);
//   4. scaling: cold build time with 100 and 1,000 generated extra docs, in a temporary copy of the site.
//   5. search: top-1 / top-3 of both query sets (src/plugins/search/queries.json and the held-out set), the index's
//      and the engine chunk's bytes, and a reader's first and second search on the phone profile and on desktop.
//   6. offline reading: what the copy holds (files, raw and gzipped bytes) and the time from the button to „ready”.
// Before every Lighthouse run it waits while the 1-minute load average is above --max-load (1.5): a run on a busy
// machine is worthless. After --max-wait seconds (600) it runs anyway and counts the run as noisy.
// Options: --skip-scaling, --routes /a,/b, --runs 5, --max-load 1.5, --max-wait 600,
// --no-build (audit the existing build/: no cold build, no scaling),
// --dir <a built site> (repeatable: also audit that build in the same run, alternating with ours route by route so
// both see the same machine load, and print the medians side by side; a route missing from a build is skipped for
// it; e.g. the stock template, `--dir ../tpl/build --routes /docs/intro,/markdown-page,/docs/Bevezető`),
// --search-only (only section 5, on the existing build/, or on the first --dir),
// --offline-only (only section 6, on the existing build/)
import {execFileSync, spawn} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {chromiumArgs, executablePath} from './chromium.mjs';
import {filesInWorker} from '../src/plugins/offlineReading/offlineFiles.mjs';
import {shellBudget, shellSize} from './shell-size.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const optionList = (name) => args.flatMap((arg, i) => (arg === `--${name}` && args[i + 1] ? [args[i + 1]] : []));

const port = Number(process.env.BENCH_PORT ?? 4190);
const otherBuilds = optionList('dir').map((dir) => path.resolve(dir));
const runs = Number(option('runs') ?? 5);
const maxLoad = Number(option('max-load') ?? 1.5);
const maxWait = Number(option('max-wait') ?? 600);

const routes = option('routes')?.split(',') ?? [
  '/',
  '/markdown-page',
  '/blog',
  '/blog/archive',
  '/blog/authors',
  '/blog/tags',
  '/blog/tags/docusaurus',
  '/blog/tags/facebook',
  '/blog/tags/hello',
  '/blog/long-blog-post',
  '/blog/mdx-blog-post',
  '/blog/welcome',
  '/docs/Bevezető',
  '/docs/hasznalat/dokumentacio',
  '/docs/hasznalat/ketfaktoros-hitelesites',
  '/docs/hasznalat/kozponti-fiok',
  '/docs/kiberbiztonsag/A biztonság célja és elemei',
  '/docs/kozossegi media/cyberbullying',
  '/docs/utemterv',
  '/docs/utmutatok/jookostelefon',
  '/docs/utmutatok/Képernyőfelvételek készítése',
  '/docs/utmutatok/Kommunikáció gyerekkel',
  '/docs/category/használat',
  '/docs/category/kiberbiztonság',
  '/docs/category/közösségi-média',
  '/docs/category/útmutatók',
];

const kib = (bytes) => (bytes / 1024).toFixed(1);
const pad = (value, width) => String(value).padStart(width);
const padEnd = (value, width) => String(value).padEnd(width);

/** Runs a cold production build in `siteDir` and returns its wall-clock seconds. */
function coldBuild(siteDir) {
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache'])
    rmSync(path.join(siteDir, dir), {recursive: true, force: true});
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
  for (const entry of [
    'docusaurus.config.ts',
    'sidebars.ts',
    'tsconfig.json',
    'package.json',
    'docs',
    'blog',
    'src',
    'static',
  ]) {
    cpSync(path.join(root, entry), path.join(copy, entry), {recursive: true});
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  const dir = path.join(copy, 'docs', 'generalt');
  mkdirSync(dir);
  writeFileSync(path.join(dir, '_category_.json'), JSON.stringify({label: 'Generált', position: 99}));
  for (let i = 1; i <= count; i += 1) {
    const sections = Array.from(
      {length: 4},
      (_, s) =>
        `## Kérdés ${s + 1}\n\n${'Ez egy generált bekezdés a mérethez, valódi szavakkal és mondatokkal. '.repeat(12)}\n\n### Lépések\n\n1. Nyisd meg a beállításokat.\n2. Kapcsold be a védelmet.\n`,
    ).join('\n');
    writeFileSync(
      path.join(dir, `oldal-${i}.md`),
      `---\ntitle: Generált oldal ${i}\ndescription: Generált oldal a build idejének méréséhez.\nsidebar_position: ${i}\nlast_update:\n  date: 2026-11-21\n---\n\n${sections}\n[Vissza a bevezetőhöz](/docs/Bevezető)\n`,
    );
  }
  return copy;
}

async function startServer(dir, serverPort) {
  const server = spawn(
    process.execPath,
    [path.join(root, 'scripts/serve.mjs'), '--port', String(serverPort), '--dir', dir],
    {
      cwd: root,
      stdio: 'pipe',
    },
  );
  await new Promise((resolve, reject) => {
    server.stdout.once('data', resolve);
    server.once('exit', reject);
  });
  return server;
}

/** Whether a built site has a page for `route` (index.html in its folder, or route.html). */
function hasRoute(dir, route) {
  const file = route === '/' ? 'index.html' : route.replace(/^\//, '');
  return [file, path.join(file, 'index.html'), `${file}.html`].some(
    (candidate) => candidate.endsWith('.html') && existsSync(path.join(dir, candidate)),
  );
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits while the 1-minute load average is above --max-load; returns the load the run starts at. */
async function quietMachine() {
  const started = performance.now();
  let said = false;
  while (loadavg()[0] > maxLoad && performance.now() - started < maxWait * 1000) {
    if (!said)
      process.stderr.write(`  waiting for the load average (${loadavg()[0].toFixed(2)}) to fall to ${maxLoad}…\n`);
    said = true;
    await sleep(5000);
  }
  return loadavg()[0];
}

const byType = {Document: 'html', Stylesheet: 'css', Script: 'js', Image: 'img', Font: 'font'};

async function audit(chrome, serverPort, route) {
  const url = `http://localhost:${serverPort}${encodeURI(route)}`;
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

/** A profile's browser context: Lighthouse's phone (412 px, touch, 4× CPU, 150 ms RTT, 1.6 Mbit/s) or a desktop. */
async function profileContext(browser, profile) {
  const phone = profile === 'phone';
  const context = await browser.newContext(
    phone ? {viewport: {width: 412, height: 823}, hasTouch: true, isMobile: true, deviceScaleFactor: 1.75} : {},
  );
  const page = await context.newPage();
  if (phone) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  }
  return {context, page};
}

/** Milliseconds from the last keystroke of `word` (typed at `delay` ms a key) to the first suggestion for it on screen. */
async function timeQuery(page, word, delay) {
  await page.evaluate((word) => {
    const length = word.length;
    window.__bench = {};
    const input = document.querySelector('.navbar [role="combobox"]');
    input.addEventListener('input', () => {
      if (input.value.length === 1) window.__bench.firstKey ??= performance.now();
      if (input.value.length === length) window.__bench.typed = performance.now();
    });
    const check = () => {
      const answered = document.querySelector(`[role="listbox"][data-query="${word}"] [role="option"]`);
      if (window.__bench.typed !== undefined && answered) {
        window.__bench.shown = performance.now();
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, word);
  await page.keyboard.type(word, {delay});
  await page.waitForFunction(() => window.__bench.shown !== undefined, undefined, {timeout: 60_000});
  return page.evaluate(() => ({
    fromLastKey: window.__bench.shown - window.__bench.typed,
    fromFirstKey: window.__bench.shown - window.__bench.firstKey,
  }));
}

/** Section 5: search quality on both query sets, the bytes a first search downloads, and its speed per profile. */
async function searchSection(siteUrl, buildDir) {
  const {builtIndexFile, evaluate, loadBuiltEngine} = await import('../src/plugins/search/evaluate.ts');
  const engine = loadBuiltEngine(buildDir);
  console.log('\nSearch (src/plugins/search):');
  for (const name of ['queries.json', 'heldout-queries.json', 'heldout-sentences.json']) {
    const set = JSON.parse(readFileSync(path.join(root, 'src/plugins/search', name), 'utf8'));
    const {rows, top1, top3} = evaluate(engine, set);
    console.log(`  ${padEnd(name, 24)} top-1 ${top1}/${rows.length}   top-3 ${top3}/${rows.length}`);
  }
  const index = readFileSync(builtIndexFile(buildDir));
  const jsDir = path.join(buildDir, 'assets/js');
  const engineChunks = readdirSync(jsDir)
    .map((name) => readFileSync(path.join(jsDir, name)))
    .filter((bytes) => bytes.includes('MiniSearch: unknown option') || bytes.includes('search index: HTTP'));
  const chunkGz = engineChunks.reduce((sum, bytes) => sum + gzipSync(bytes).length, 0);
  console.log(
    `  index ${path.basename(builtIndexFile(buildDir))}: ${kib(index.length)} KiB, ${kib(gzipSync(index).length)} KiB gzipped (goal ≤ 100 KB); engine chunks (MiniSearch; stemmer and query layer): ${kib(chunkGz)} KiB gzipped`,
  );
  const browser = await chromium.launch({executablePath, args: chromiumArgs});
  try {
    // 30 ms a key is a burst no thumb reaches: it measures the download. The fastest of 37,370 volunteers typed 85
    // words a minute on a touch screen, about 140 ms a key (the mean, 36.2 words a minute, is about 330 ms): Palin et
    // al., „How do People Type on Mobile Devices?”, MobileHCI 2019, https://doi.org/10.1145/3338286.3340120.
    const runs = [
      {profile: 'phone', delay: 30},
      {profile: 'phone', delay: 140},
      {profile: 'desktop', delay: 30},
    ];
    for (const {profile, delay} of runs) {
      const first = [];
      const later = [];
      // A fresh context each run: the first query pays for the engine's code and the index, nothing cached.
      for (let run = 0; run < 5; run += 1) {
        const {context, page} = await profileContext(browser, profile);
        await page.goto(`${siteUrl}/`, {timeout: 120_000});
        await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 120_000});
        const box = page.locator('.navbar [role="combobox"]');
        if (profile === 'phone') await box.tap();
        else await box.click();
        first.push(await timeQuery(page, 'zaklatasokat', delay));
        await box.fill('');
        await page.waitForFunction(() => !document.querySelector('[role="listbox"] [role="option"]'));
        later.push(await timeQuery(page, 'jelszokezelo', delay));
        await context.close();
      }
      const sorted = (values) => values.slice().sort((a, b) => a - b);
      const median = (values) => sorted(values)[Math.floor(values.length / 2)];
      const last = first.map((time) => time.fromLastKey);
      console.log(
        `  ${padEnd(profile, 8)} first search on a fresh page (12 letters at ${delay} ms a key, last key to first suggestion): median ${Math.round(median(last))} ms (${sorted(last).map(Math.round).join(', ')}); from the first key: median ${Math.round(median(first.map((time) => time.fromFirstKey)))} ms; a second query: median ${Math.round(median(later.map((time) => time.fromLastKey)))} ms`,
      );
    }
    console.log(
      '  goals: #20 (12 letters at 30 ms a key): first ≤ 1000 ms phone, ≤ 150 ms desktop; later ≤ 100 ms phone',
    );
    console.log(
      '         #29: first ≤ 100 ms, later ≤ 50 ms on the phone (at 140 ms a key, „from the first key” is mostly typing)',
    );
  } finally {
    await browser.close();
  }
}

/** Section 6: the offline copy's size, and the time from a press of the button to the „ready” line. */
async function offlineSection(siteUrl, buildDir) {
  const workerFile = path.join(buildDir, 'sw.js');
  if (!existsSync(workerFile)) {
    // A cold build above ran `docusaurus build` alone: add the steps after it that `npm run build` runs.
    for (const step of ['scripts/headers.mjs', 'src/plugins/offlineReading/writeServiceWorker.mjs'])
      execFileSync(process.execPath, [path.join(root, step), '--dir', buildDir], {cwd: root, stdio: 'ignore'});
  }
  if (!existsSync(workerFile)) {
    console.log('\nOffline reading: no sw.js in the build (the plugin is not in the config)');
    return;
  }
  const files = filesInWorker(readFileSync(workerFile, 'utf8'));
  let raw = 0;
  let gzipped = 0;
  for (const [file] of files) {
    const bytes = readFileSync(path.join(buildDir, file));
    raw += bytes.length;
    // As scripts/serve.mjs sends them: text compressed, images as they are.
    gzipped += /\.(html|js|css|json|xml|txt|svg)$/.test(file) ? gzipSync(bytes).length : bytes.length;
  }
  const route = '/docs/utmutatok/jookostelefon';
  const browser = await chromium.launch({executablePath, args: chromiumArgs});
  const seconds = [];
  try {
    for (let run = 0; run < 3; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${siteUrl}${encodeURI(route)}`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const started = performance.now();
      await page.getByRole('button', {name: 'Letöltés offline olvasáshoz'}).click();
      await page
        .getByRole('status')
        .filter({hasText: /offline is olvasható/})
        .waitFor({timeout: 120_000});
      seconds.push((performance.now() - started) / 1000);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = seconds.slice().sort((a, b) => a - b);
  console.log('\nOffline reading (the copy the button stores, src/plugins/offlineReading):');
  console.log(
    `  ${files.length} files, ${kib(raw)} KiB stored, ${kib(gzipped)} KiB gzipped to download (less what the HTTP cache already holds)`,
  );
  console.log(
    `  press to „ready” on ${route}, localhost, fresh browser context: median ${sorted[1].toFixed(2)} s, max ${sorted[2].toFixed(2)} s (3 runs)`,
  );
}

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: root, encoding: 'utf8'}).trim();
const dirty = execFileSync('git', ['status', '--porcelain'], {cwd: root, encoding: 'utf8'}).trim()
  ? ' (with uncommitted changes)'
  : '';
console.log(`Benchmark of commit ${commit}${dirty}, Node ${process.version}, ${new Date().toISOString()}`);
for (const dir of otherBuilds) console.log(`  and, alternating with it, ${dir}`);
console.log('');

if (args.includes('--offline-only')) {
  const dir = path.join(root, 'build');
  const server = await startServer(dir, port);
  try {
    await offlineSection(`http://localhost:${port}`, dir);
  } finally {
    server.kill();
  }
  process.exit(0);
}

if (args.includes('--search-only')) {
  const dir = otherBuilds[0] ?? path.join(root, 'build');
  const server = await startServer(dir, port);
  try {
    await searchSection(`http://localhost:${port}`, dir);
  } finally {
    server.kill();
  }
  process.exit(0);
}

const buildSeconds = args.includes('--no-build') ? undefined : coldBuild(root);
if (buildSeconds !== undefined) console.log(`Cold build (npm run build, no caches): ${buildSeconds.toFixed(1)} s\n`);

// Ours first, then each --dir, each on its own port; every route of every build, `runs` times, alternating.
const builds = [path.join(root, 'build'), ...otherBuilds].map((dir, index) => ({
  name: index === 0 ? `this site (${commit})` : path.relative(process.cwd(), dir) || dir,
  dir,
  port: port + index,
  routes: routes.filter((route) => hasRoute(dir, route)),
  samples: new Map(),
  loads: [],
}));
const servers = [];
for (const build of builds) servers.push(await startServer(build.dir, build.port));
const sorted = (values) => values.slice().sort((a, b) => a - b);
const median = (values) => sorted(values)[Math.floor(values.length / 2)];
let noisy = 0;
let chrome;
let searchError;
const searchOutput = [];
try {
  chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  const total = runs * builds.reduce((sum, build) => sum + build.routes.length, 0);
  let done = 0;
  for (let run = 0; run < runs; run += 1) {
    for (const route of routes) {
      for (const build of builds.filter((b) => b.routes.includes(route))) {
        const load = await quietMachine();
        if (load > maxLoad) noisy += 1;
        build.loads.push(load);
        const sample = await audit(chrome, build.port, route);
        build.samples.set(route, [...(build.samples.get(route) ?? []), sample]);
        done += 1;
        process.stderr.write(
          `  ${done}/${total} run ${run + 1} ${build.name} ${route}: Perf ${sample.performance}, TBT ${Math.round(sample.tbt)} ms (load ${load.toFixed(2)})\n`,
        );
      }
    }
  }
} finally {
  await chrome?.kill();
}
// Printed after the Lighthouse tables (section 5), measured now while the server still runs.
try {
  const log = console.log;
  console.log = (...line) => searchOutput.push(line.join(' '));
  try {
    await searchSection(`http://localhost:${port}`, path.join(root, 'build'));
  } finally {
    console.log = log;
  }
} catch (error) {
  searchError = error;
}
// Section 6, also while the server runs; printed last.
const offlineOutput = [];
let offlineError;
try {
  const log = console.log;
  console.log = (...line) => offlineOutput.push(line.join(' '));
  try {
    await offlineSection(`http://localhost:${port}`, path.join(root, 'build'));
  } finally {
    console.log = log;
  }
} catch (error) {
  offlineError = error;
} finally {
  for (const server of servers) server.kill();
}

/** One row per route: the median of each figure over the runs, and the spread of TBT. */
const medians = (build) =>
  build.routes.map((route) => {
    const samples = build.samples.get(route);
    const of = (pick) => median(samples.map(pick));
    const tbts = samples.map((sample) => sample.tbt);
    return {
      route,
      bytes: Object.fromEntries(Object.keys(samples[0].bytes).map((type) => [type, of((x) => x.bytes[type])])),
      page: of((x) => x.page),
      benchmarkIndex: of((x) => x.benchmarkIndex),
      performance: of((x) => x.performance),
      accessibility: of((x) => x.accessibility),
      bestPractices: of((x) => x.bestPractices),
      seo: of((x) => x.seo),
      lcp: of((x) => x.lcp),
      tbt: of((x) => x.tbt),
      tbtRange: `${Math.round(Math.min(...tbts))}–${Math.round(Math.max(...tbts))}`,
      cls: of((x) => x.cls),
    };
  });
const results = medians(builds[0]);

const header = `${padEnd('route', 48)} ${pad('HTML', 6)} ${pad('CSS', 6)} ${pad('JS', 6)} ${pad('img', 6)} ${pad('font', 5)} ${pad('page', 6)} ${pad('prefe.', 6)}   ${pad('Perf', 4)} ${pad('A11y', 4)} ${pad('BP', 4)} ${pad('SEO', 4)} ${pad('LCP s', 6)} ${pad('TBT ms', 6)} ${pad('TBT range', 9)} ${pad('CLS', 5)}`;
console.log(
  `First visit, compressed KiB by type ("page": their sum; "prefe.": chunks prefetched for links in view, on top), and Lighthouse mobile; each figure the median of ${runs} runs:`,
);
console.log(header);
console.log('-'.repeat(header.length));
for (const r of results) {
  console.log(
    `${padEnd(r.route, 48)} ${pad(kib(r.bytes.html), 6)} ${pad(kib(r.bytes.css), 6)} ${pad(kib(r.bytes.js), 6)} ${pad(kib(r.bytes.img), 6)} ${pad(kib(r.bytes.font), 5)} ${pad(kib(r.page), 6)} ${pad(kib(r.bytes.other), 6)}   ${pad(r.performance, 4)} ${pad(r.accessibility, 4)} ${pad(r.bestPractices, 4)} ${pad(r.seo, 4)} ${pad(r.lcp.toFixed(2), 6)} ${pad(Math.round(r.tbt), 6)} ${pad(r.tbtRange, 9)} ${pad(r.cls.toFixed(3), 5)}`,
  );
}
if (builds.length > 1) {
  const all = builds.map((build) => ({build, rows: new Map(medians(build).map((r) => [r.route, r]))}));
  console.log(
    `\nSide by side, same run (median of ${runs}; Perf / TBT ms / first-visit KiB; — where a build has no such page):`,
  );
  all.forEach(({build}, i) => console.log(`  [${i + 1}] ${build.name}`));
  const cell = (r) =>
    r ? `${pad(r.performance, 3)} ${pad(Math.round(r.tbt), 5)} ${pad(kib(r.page), 6)}` : pad('—', 16);
  console.log(`${padEnd('route', 48)} ${all.map((_, i) => pad(`[${i + 1}] Perf   TBT    KiB`, 22)).join(' ')}`);
  for (const route of routes) {
    console.log(`${padEnd(route, 48)} ${all.map(({rows}) => pad(cell(rows.get(route)), 22)).join(' ')}`);
  }
}
const loads = builds.flatMap((build) => build.loads);
console.log(
  `\nLoad average when each run started: median ${median(loads).toFixed(2)}, max ${Math.max(...loads).toFixed(2)} (threshold ${maxLoad}); ${noisy} of ${loads.length} runs started above it after waiting ${maxWait} s`,
);
const docs = results.filter((r) => r.route.startsWith('/docs/'));
if (docs.length > 0) {
  const heaviest = docs.reduce((a, b) => (a.page > b.page ? a : b));
  console.log(
    `\nHeaviest doc page: ${heaviest.route}, ${kib(heaviest.page)} KiB, ${kib(heaviest.page + heaviest.bytes.other)} KiB with prefetches (issue #5 target: at most the stock 3.8.1 template's intro doc, about 220 KiB)`,
  );
}
// The shell every page loads (npm run size; issue #28's budget), per audited build.
for (const build of builds) {
  const shell = shellSize(build.dir);
  console.log(
    `Shell (gzip -9 of ${shell.files.map((file) => file.file.replace(/\.[0-9a-f]+\./, '.*.')).join(' + ')}): ${shell.files.map((file) => kib(file.gzip)).join(' + ')} = ${kib(shell.gzip)} KiB, budget ${kib(shellBudget)} KiB [${build.name}]`,
  );
}
const indexes = results.map((r) => r.benchmarkIndex).sort((a, b) => a - b);
// Lighthouse's mobile preset slows the CPU 4x, calibrated for a fast desktop; on a slower machine TBT and LCP rise.
console.log(
  `Lighthouse BenchmarkIndex of this machine (median): ${Math.round(indexes[Math.floor(indexes.length / 2)])}`,
);
console.log(
  `Lowest scores: Perf ${Math.min(...results.map((r) => r.performance))}, A11y ${Math.min(...results.map((r) => r.accessibility))}, BP ${Math.min(...results.map((r) => r.bestPractices))}, SEO ${Math.min(...results.map((r) => r.seo))}; worst LCP ${Math.max(...results.map((r) => r.lcp)).toFixed(2)} s, TBT ${Math.round(Math.max(...results.map((r) => r.tbt)))} ms, CLS ${Math.max(...results.map((r) => r.cls)).toFixed(3)}`,
);

for (const line of searchOutput) console.log(line);
if (searchError) console.log(`\nSearch section failed: ${searchError.message}`);
for (const line of offlineOutput) console.log(line);
if (offlineError) console.log(`\nOffline section failed: ${offlineError.message}`);

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
