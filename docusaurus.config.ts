import {themes as prismThemes} from 'prism-react-renderer';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import localSearch from './src/plugins/search';
import familyTools from './src/familyTools';
import labelTaskListCheckboxes from './src/familyTools/rehype/labelTaskListCheckboxes';
import tickableTaskLists from './src/familyTools/rehype/tickableTaskLists';
import backToPlace from './src/plugins/backToPlace';
import codeBlockOnDemand from './src/plugins/codeBlockOnDemand';
import offlineReading, {type Options as OfflineReadingOptions} from './src/plugins/offlineReading';

// Where the site is deployed. Override at build time, e.g. SITE_URL=https://example.org BASE_URL=/utmutatok/
const siteUrl = process.env.SITE_URL ?? 'https://digitalis-tudatossag.hu';
const baseUrl = process.env.BASE_URL ?? '/';

// Addresses the site links to but does not own. Each can be replaced per deployment without touching code.
// The community and video defaults are the public channels of the Hungarian Safer Internet Centre.
const siteLinks = {
  mainSite: process.env.MAIN_SITE_URL ?? new URL(siteUrl).origin,
  contact: process.env.CONTACT_URL ?? `mailto:szerkesztoseg@${new URL(siteUrl).hostname}`,
  socialNetwork: process.env.SOCIAL_URL ?? 'https://www.facebook.com/SaferinternetMagyarorszag',
  chatCommunity: process.env.CHAT_URL ?? 'https://kek-vonal.hu/',
  videoChannel: process.env.VIDEO_URL ?? 'https://www.youtube.com/channel/UCgrPDnuoJyR2Qvj7viOXUNg',
};

// The footer names whose channels these are: they are not the site's own. Override together with the URLs.
const siteLinkLabels = {
  socialNetwork: process.env.SOCIAL_LABEL ?? 'Safer Internet Magyarország a Facebookon',
  chatCommunity: process.env.CHAT_LABEL ?? 'A Kék Vonal csevegője (kek-vonal.hu)',
  videoChannel: process.env.VIDEO_LABEL ?? 'Safer Internet Magyarország a YouTube-on',
};

// A hosted DocSearch index replaces the local one when all three variables are set at build time.
const algolia =
  process.env.ALGOLIA_APP_ID && process.env.ALGOLIA_API_KEY && process.env.ALGOLIA_INDEX_NAME
    ? {
        appId: process.env.ALGOLIA_APP_ID,
        apiKey: process.env.ALGOLIA_API_KEY,
        indexName: process.env.ALGOLIA_INDEX_NAME,
      }
    : undefined;

const announcementId = 'utmutatok-2026-11-27';

// Docusaurus' pre-hydration scripts trust localStorage: an unknown stored theme ends up in data-theme, and
// a dismissal of an earlier announcement keeps hiding a new one. This runs first (in <head>) and drops both.
const storageGuard = `(function () {
  try {
    var storage = window.localStorage;
    var theme = storage.getItem('theme');
    if (theme !== null && theme !== 'light' && theme !== 'dark') storage.removeItem('theme');
    if (storage.getItem('docusaurus.announcement.id') !== ${JSON.stringify(announcementId)}) {
      storage.removeItem('docusaurus.announcement.dismiss');
    }
  } catch (error) {}
})();`;

// Checklists get labelled checkboxes, then tickable ones (only pages with a checklist load that code).
const checklistPlugins = [labelTaskListCheckboxes, tickableTaskLists];

const config: Config = {
  title: 'Digitális tudatosság',
  tagline: 'Kiindulópont szülőknek és családoknak a biztonságos internetezéshez',
  favicon: 'img/favicon.svg',

  future: {
    // The two v4 flags 3.8.1 has, named: `v4: true` would also opt into every flag a later minor adds (storage
    // namespacing, MDX1-compat off, …). Check https://docusaurus.io/docs/api/docusaurus-config#future on upgrades.
    v4: {removeLegacyPostBuildHeadAttribute: true, useCssCascadeLayers: true},
    // Rspack, SWC and Lightning CSS: a cold build takes about a quarter of the time (`npm run bench` prints it).
    experimental_faster: true,
  },

  url: siteUrl,
  baseUrl,
  trailingSlash: false,

  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onBrokenAnchors: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    // The locale stays `en` (the spec's), so the theme's own strings stay English; the pages themselves are
    // Hungarian, and that is the language screen readers must pronounce them in.
    localeConfigs: {en: {htmlLang: 'hu'}},
  },

  titleDelimiter: '|',

  presets: [
    [
      'classic',
      {
        docs: {
          sidebarPath: './sidebars.ts',
          rehypePlugins: checklistPlugins,
          showLastUpdateTime: true,
        },
        blog: {
          showReadingTime: true,
          rehypePlugins: checklistPlugins,
          blogTitle: 'Blog',
          blogDescription: 'Hírek, évszakos tippek és hosszabb olvasmányok a család biztonságos internetezéséről.',
          blogSidebarTitle: 'Összes bejegyzés',
          blogSidebarCount: 'ALL',
          feedOptions: {
            type: ['rss', 'atom'],
            title: 'Digitális tudatosság – blog',
            description: 'Hírek és tippek a család biztonságos internetezéséről.',
            language: 'hu',
            copyright: `© 2025 Digitális tudatosság`,
          },
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
        },
        pages: {
          rehypePlugins: checklistPlugins,
        },
        theme: {
          customCss: './src/css/custom.css',
        },
      } satisfies Preset.Options,
    ],
  ],

  // The site's own search (src/plugins/search), unless a hosted DocSearch index replaces it.
  themes: algolia ? [] : [localSearch],

  plugins: [
    // The storage guard goes into <head> from a plugin rather than `headTags`: the site config is also in the script
    // every page loads (main.js), where the guard would be a second, unused copy.
    () => ({
      name: 'storage-guard',
      injectHtmlTags: () => ({headTags: [{tagName: 'script', attributes: {}, innerHTML: storageGuard}]}),
    }),
    codeBlockOnDemand,
    // Back returns to where the reader was on the page, not to the heading of the address.
    backToPlace,
    // The family tools' words (the agreement, the incident log, their file bar), loaded with the tools.
    familyTools,
    // The offline-reading button above the footer, its worker (build/sw.js) and the web app manifest.
    [
      offlineReading,
      {shortName: 'Tudatosság', themeColor: '#1d5fa8', backgroundColor: '#ffffff'} satisfies OfflineReadingOptions,
    ],
    [
      '@docusaurus/plugin-client-redirects',
      {
        // The docs root has no page of its own: send readers to the main doc.
        redirects: [{from: '/docs', to: '/docs/Bevezető'}],
      } satisfies ClientRedirectsOptions,
    ],
  ],

  themeConfig: {
    ...(algolia && {algolia}),
    image: 'img/social-card.png',
    metadata: [
      {
        name: 'keywords',
        content: 'internetbiztonság, gyerekek, szülők, okostelefon, internetes bántalmazás, kétfaktoros hitelesítés',
      },
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: announcementId,
      // Promise only what was done: each page names the day it was checked, and says what could not be.
      // Short enough for two lines on a phone: three lines pushed the page (and its help lines) down by 78 px.
      // The link goes to what it announces, the changelog (usability round 11: „Kezdd itt!” opened the introduction).
      content: `Frissítettük az útmutatókat: mindegyik alján látod, mikor ellenőriztük. <a href="${baseUrl}docs/utemterv#2026-november">Mi változott?</a>`,
      isCloseable: true,
    },
    docs: {
      sidebar: {
        hideable: false,
        autoCollapseCategories: false,
      },
    },
    blog: {
      sidebar: {
        groupByYear: true,
      },
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    navbar: {
      title: 'Digitális tudatosság',
      hideOnScroll: true,
      logo: {
        alt: 'Digitális tudatosság – pajzs egy beszédbuborékban',
        src: 'img/logo.svg',
      },
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Útmutatók'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {
          type: 'dropdown',
          label: 'Családi eszközök',
          position: 'left',
          items: [
            {label: 'Családi megállapodás', to: '/markdown-page#megallapodas'},
            {label: 'Esetnapló', to: '/docs/utmutatok/Képernyőfelvételek készítése#esetnaplo'},
          ],
        },
        // The crisis path and the children's texts (src/components/SituationPicker) live on the home page.
        // A link into the home page is never the current page: without a pattern, '/' would mark them active everywhere.
        {to: '/#gyerekeknek', label: 'Gyerekeknek', position: 'left', activeBaseRegex: '^$'},
        {to: '/#baj-van', label: 'Baj van?', position: 'right', className: 'navbar-crisis-link', activeBaseRegex: '^$'},
        // The offline-reading switch sits at the foot of every page (#offline-olvasas): this entry is for the phone menu
        // (src/css/custom.css hides it in the desktop navbar, which has no room for it).
        {href: '#offline-olvasas', label: 'Offline olvasás', position: 'left', className: 'navbar-offline-link'},
        {href: siteLinks.mainSite, label: 'Főoldal', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Útmutatók',
          items: [
            {label: 'Bevezető', to: '/docs/Bevezető'},
            {label: 'Jó okostelefon a gyereknek', to: '/docs/utmutatok/jookostelefon'},
            {label: 'Internetes bántalmazás', to: '/docs/kozossegi media/cyberbullying'},
            {label: 'Kétfaktoros hitelesítés', to: '/docs/hasznalat/ketfaktoros-hitelesites'},
          ],
        },
        {
          title: 'Hasznos csatornák',
          items: [
            {label: siteLinkLabels.socialNetwork, href: siteLinks.socialNetwork},
            {label: siteLinkLabels.chatCommunity, href: siteLinks.chatCommunity},
          ],
        },
        {
          title: 'Továbbiak',
          items: [
            {label: 'Blog', to: '/blog'},
            {label: 'Kapcsolat', href: siteLinks.contact},
            {label: siteLinkLabels.videoChannel, href: siteLinks.videoChannel},
          ],
        },
      ],
      copyright: `© 2025 Digitális tudatosság. Készült Docusaurusszal.`,
    },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
