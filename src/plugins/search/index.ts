import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {buildIndex, extractPage, type ExtractedPage} from './indexer';
import type {Vocabulary} from './hungarian';
import type {RootsFile} from './roots';

/** What plugin-content-pages loads, as far as the index needs it (the package comes with the preset). */
type PagesContent = {type: 'jsx' | 'mdx'; permalink: string; unlisted?: boolean; frontMatter?: FrontMatter}[];

/** `search: background` in a page's front matter: a page with nothing to do, listed after the guides. */
type FrontMatter = {[key: string]: unknown};
const isBackground = (frontMatter: FrontMatter | undefined) => frontMatter?.search === 'background';

/** What the theme components read with usePluginData('local-search'). */
export type SearchGlobalData = {indexFile: string};

/** Where the authors keep the search vocabulary (see the README, section Search). */
export const vocabularyPath = 'docs/_search/synonyms.json';
/** The stems of one word's forms, joined; made by `npm run search:roots` (see roots.ts). */
export const rootsPath = 'src/plugins/search/roots.json';

/** Every file under `dir`, recursively, sorted (a missing folder has none). */
function filesUnder(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, {withFileTypes: true, recursive: true});
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** JSON with every object's keys sorted: the same configuration always gives the same text. */
export const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );

/**
 * The site's own search: an index of the built pages (docs, blog posts, Markdown pages), the navbar's SearchBar and
 * the /search page (theme/). Through public APIs only: the index file's name is computed when all content is
 * loaded and handed to the client as global data; the file itself is written at postBuild from the built HTML.
 *
 * The bundle is made before postBuild, so the name cannot be a hash of the written file. It is a hash of everything
 * that file is made from: the site's sources (content, components, vocabulary, this plugin's code, the lockfile
 * with the engine's version, the translations), the resolved configuration (the config file reads environment
 * variables) and the list of indexed pages. Any change to them gives a new
 * name, so the file can be cached as immutable (it sits in assets/, see scripts/headerRules.mjs).
 */
export default function localSearch({siteDir, baseUrl, outDir, siteConfig}: LoadContext): Plugin {
  const pluginDir = path.join(siteDir, 'src/plugins/search');
  let pageRoutes: string[] = [];
  let backgroundRoutes: string[] = [];
  let indexFile = '';
  return {
    name: 'local-search',
    getThemePath: () => path.join(pluginDir, 'theme'),
    getPathsToWatch: () => [path.join(siteDir, vocabularyPath)],

    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const pages = allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined;
      // The blog's archive, author and tag pages only list other pages' titles: they would rank for every topic.
      // Unlisted pages are for those given the link: search does not hand it out.
      pageRoutes = [
        ...(docs?.loadedVersions.flatMap((version) =>
          version.docs.filter((doc) => !doc.unlisted).map((doc) => doc.permalink),
        ) ?? []),
        ...(blog?.blogPosts.filter((post) => !post.metadata.unlisted).map((post) => post.metadata.permalink) ?? []),
        // A React page is indexed only for its situations (the home page's „Baj van?”, see indexer.ts).
        ...(pages?.filter((page) => !page.unlisted).map((page) => page.permalink) ?? []),
      ].sort();
      backgroundRoutes = [
        ...(docs?.loadedVersions.flatMap((version) =>
          version.docs.filter((doc) => isBackground(doc.frontMatter)).map((doc) => doc.permalink),
        ) ?? []),
        ...(blog?.blogPosts
          .filter((post) => isBackground(post.metadata.frontMatter))
          .map((post) => post.metadata.permalink) ?? []),
        ...(pages?.filter((page) => isBackground(page.frontMatter)).map((page) => page.permalink) ?? []),
      ];
      const hash = createHash('sha256').update(stableJson({baseUrl, pageRoutes, siteConfig}));
      const sources = ['docs', 'blog', 'src', 'i18n'].flatMap((dir) => filesUnder(path.join(siteDir, dir)));
      for (const file of [...sources, 'docusaurus.config.ts', 'sidebars.ts', 'package-lock.json']) {
        // Each file as its path, a NUL and its content's own hash: no two different trees give the same bytes.
        let content: string;
        try {
          content = createHash('sha256')
            .update(readFileSync(path.resolve(siteDir, file)))
            .digest('hex');
        } catch {
          content = 'missing';
        }
        hash.update(`${path.relative(siteDir, path.resolve(siteDir, file))}\0${content}\n`);
      }
      indexFile = `assets/search-index.${hash.digest('hex').slice(0, 10)}.json`;
      actions.setGlobalData({indexFile} satisfies SearchGlobalData);
      actions.addRoute({path: `${baseUrl}search`, component: '@theme/SearchPage', exact: true});
    },

    async postBuild({routesPaths}) {
      const vocabulary = JSON.parse(await readFile(path.join(siteDir, vocabularyPath), 'utf8')) as Vocabulary;
      const {roots} = JSON.parse(await readFile(path.join(siteDir, rootsPath), 'utf8')) as RootsFile;
      const built = new Set(routesPaths);
      const extracted: ExtractedPage[] = [];
      const background = new Set<string>();
      for (const route of pageRoutes.filter((route) => built.has(route))) {
        const relative = decodeURI(route.slice(baseUrl.length));
        // trailingSlash: false writes `route.html`; other settings write `route/index.html`.
        const candidates = [`${relative}.html`, path.join(relative, 'index.html')];
        for (const candidate of candidates) {
          const html = await readFile(path.join(outDir, candidate), 'utf8').catch(() => undefined);
          if (html === undefined) continue;
          const page = extractPage(html, `/${relative}`);
          if (page) extracted.push(page);
          if (backgroundRoutes.includes(route)) background.add(`/${relative}`);
          break;
        }
      }
      if (extracted.length === 0) throw new Error('local-search: no built page to index');
      await mkdir(path.join(outDir, 'assets'), {recursive: true});
      await writeFile(
        path.join(outDir, indexFile),
        JSON.stringify(buildIndex(extracted, vocabulary, background, roots)),
      );
    },
  };
}
