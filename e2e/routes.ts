/** Every route in the spec, with the h1 a reader sees there. */
export type Route = {path: string; h1: string};

export const siteTitle = 'Digitális tudatosság';

export const docRoutes: Route[] = [
  {path: '/docs/Bevezető', h1: 'Bevezető'},
  {path: '/docs/hasznalat/dokumentacio', h1: 'Az oldal használata'},
  {path: '/docs/hasznalat/ketfaktoros-hitelesites', h1: 'Kétfaktoros hitelesítés'},
  {path: '/docs/hasznalat/kozponti-fiok', h1: 'Központi fiók'},
  {path: '/docs/kiberbiztonsag/A biztonság célja és elemei', h1: 'A biztonság célja és elemei'},
  {path: '/docs/kozossegi media/cyberbullying', h1: 'Internetes bántalmazás (cyberbullying)'},
  {path: '/docs/utemterv', h1: 'Ütemterv'},
  {path: '/docs/utmutatok/jookostelefon', h1: 'Jó okostelefon a gyereknek'},
  {path: '/docs/utmutatok/Képernyőfelvételek készítése', h1: 'Képernyőkép és képernyőfelvétel készítése'},
  {path: '/docs/utmutatok/Kommunikáció gyerekkel', h1: 'Kommunikáció gyerekkel'},
];

/** The seven practical guides; the other docs are shorter orientation pages. */
export const practicalGuides = [
  '/docs/hasznalat/ketfaktoros-hitelesites',
  '/docs/hasznalat/kozponti-fiok',
  '/docs/kiberbiztonsag/A biztonság célja és elemei',
  '/docs/kozossegi media/cyberbullying',
  '/docs/utmutatok/jookostelefon',
  '/docs/utmutatok/Képernyőfelvételek készítése',
  '/docs/utmutatok/Kommunikáció gyerekkel',
];

export const categoryRoutes: Route[] = [
  {path: '/docs/category/használat', h1: 'Használat'},
  {path: '/docs/category/kiberbiztonság', h1: 'Kiberbiztonság'},
  {path: '/docs/category/közösségi-média', h1: 'Közösségi média'},
  {path: '/docs/category/útmutatók', h1: 'Útmutatók'},
];

export const blogRoutes: Route[] = [
  {path: '/blog', h1: 'Blog'},
  {path: '/blog/archive', h1: 'Archívum'},
  {path: '/blog/authors', h1: 'Szerzők'},
  {path: '/blog/tags', h1: 'Címkék'},
  {path: '/blog/tags/docusaurus', h1: '1 bejegyzés „Az oldalról” címkével'},
  {path: '/blog/tags/facebook', h1: '2 bejegyzés „Közösségi média és csevegés” címkével'},
  {path: '/blog/tags/hello', h1: '1 bejegyzés „Első lépések” címkével'},
  {path: '/blog/long-blog-post', h1: 'Mit lát a gyerekem a hírfolyamban?'},
  {path: '/blog/mdx-blog-post', h1: 'Iskolakezdés: így lesz békés az osztálycsoport'},
  {path: '/blog/welcome', h1: 'Elindult a Digitális tudatosság'},
];

export const pageRoutes: Route[] = [
  {path: '/', h1: siteTitle},
  {path: '/markdown-page', h1: 'Családi netbiztonsági alapszabályok'},
];

export const allRoutes: Route[] = [...pageRoutes, ...blogRoutes, ...docRoutes, ...categoryRoutes];

/** The browser title Docusaurus builds for a route: `Page | Site`, and `Kezdőlap | Site` at home. */
export function expectedTitle({path, h1}: Route): string {
  return `${path === '/' ? 'Kezdőlap' : h1} | ${siteTitle}`;
}
