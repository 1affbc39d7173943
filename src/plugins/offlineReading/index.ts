import {copyFile, mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export type Options = {
  /** The app's name on a home screen with little room (about 12 characters). */
  shortName: string;
  /** The browser's toolbar and the installed app's title bar. */
  themeColor: string;
  /** The installed app's splash screen, behind the icon. */
  backgroundColor: string;
};

// The icons, made from static/img/logo.svg by icons/makeIcons.mjs, and where the build publishes them.
const icons = [
  {file: 'icon-192.png', sizes: '192x192', purpose: 'any'},
  {file: 'icon-512.png', sizes: '512x512', purpose: 'any'},
  {file: 'icon-maskable-512.png', sizes: '512x512', purpose: 'maskable'},
];
const appleTouchIcon = 'apple-touch-icon.png';
export const downloadSizeMeta = 'offline-reading-size';
const iconDir = 'img/app';

/**
 * Offline reading on request: a button above the footer of every page (theme/OfflineReading) keeps the whole site on
 * the device through a service worker (serviceWorker.js, written to build/sw.js by writeServiceWorker.mjs after the
 * build). Readers who never press it get no worker and no download. Also makes the site installable: a web app
 * manifest in the page language, and its icons.
 */
export default function offlineReading({siteDir, siteConfig, i18n}: LoadContext, pluginOptions: unknown): Plugin {
  const options = pluginOptions as Options;
  for (const key of ['shortName', 'themeColor', 'backgroundColor'] as const) {
    if (typeof options?.[key] !== 'string') throw new Error(`offlineReading: the option ${key} is missing`);
  }
  const pluginDir = path.join(siteDir, 'src/plugins/offlineReading');
  const {baseUrl} = siteConfig;
  return {
    name: 'offline-reading',
    getThemePath: () => path.join(pluginDir, 'theme'),
    injectHtmlTags: () => ({
      headTags: [
        {tagName: 'link', attributes: {rel: 'manifest', href: `${baseUrl}manifest.json`}},
        {tagName: 'meta', attributes: {name: 'theme-color', content: options.themeColor}},
        {tagName: 'link', attributes: {rel: 'apple-touch-icon', href: `${baseUrl}${iconDir}/${appleTouchIcon}`}},
        // The download's size in bytes, for the button: known only once the build is written, so writeServiceWorker.mjs
        // fills it in (0 until then, and on the dev server: the button then names no size).
        {tagName: 'meta', attributes: {name: downloadSizeMeta, content: '0'}},
      ],
    }),
    async postBuild({outDir}) {
      // Addresses relative to the manifest's own, so a build under a base path (BASE_URL=/x/) needs no other.
      const manifest = {
        name: siteConfig.title,
        short_name: options.shortName,
        description: siteConfig.tagline,
        lang: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
        dir: 'ltr',
        id: './',
        start_url: './',
        scope: './',
        display: 'standalone',
        theme_color: options.themeColor,
        background_color: options.backgroundColor,
        icons: icons.map(({file, sizes, purpose}) => ({src: `${iconDir}/${file}`, sizes, type: 'image/png', purpose})),
      };
      await writeFile(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      await mkdir(path.join(outDir, iconDir), {recursive: true});
      for (const file of [...icons.map((icon) => icon.file), appleTouchIcon])
        await copyFile(path.join(pluginDir, 'icons', file), path.join(outDir, iconDir, file));
    },
  };
}
