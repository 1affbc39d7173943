// The pure part of scripts/headers.mjs: from a page's HTML to the hashes of its inline scripts, and from the site's
// base URL, those hashes and its Algolia settings to the _headers file. headers.mjs reads the build and writes the
// file; headerRules.test.mjs tests this part with `npm run test:unit`.
import {createHash} from 'node:crypto';
import {parse} from 'parse5';

/** Per the HTML standard, a script with no type, a JavaScript MIME type or `module` runs; others are data blocks. */
export const isExecutable = (type = '') =>
  type.trim() === '' ||
  type.trim().toLowerCase() === 'module' ||
  /^(text|application)\/(x-)?(java|ecma)script$/i.test(type.trim());

/** The script elements of a document parsed by parse5, which follows the HTML standard's parsing algorithm. */
function* scriptsIn(node) {
  if (node.tagName === 'script') yield node;
  for (const child of node.childNodes ?? []) yield* scriptsIn(child);
}

/** The CSP source (`'sha256-…'`) of every executable inline script in one page. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const script of scriptsIn(parse(html))) {
    const attribute = (name) => script.attrs.find((attr) => attr.name === name)?.value;
    if (attribute('src') !== undefined || !isExecutable(attribute('type'))) continue;
    // The browser hashes the element's text as written (script content has no character references).
    const text = script.childNodes.map((node) => node.value ?? '').join('');
    hashes.push(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The hosts DocSearch (@docsearch/react 3.9, algoliasearch lite) sends queries to: `<appId>-dsn.algolia.net`, then
 * `<appId>-1|2|3.algolianet.com` as fallbacks. CSP allows a wildcard only as a whole leftmost label, so they are listed.
 * With `insights: true`, DocSearch loads search-insights from jsDelivr and it posts events to insights.algolia.io.
 */
export function algoliaSources(algolia) {
  if (!algolia) return {connect: [], script: []};
  const appId = algolia.appId.toLowerCase();
  return {
    connect: [
      `https://${appId}-dsn.algolia.net`,
      ...[1, 2, 3].map((n) => `https://${appId}-${n}.algolianet.com`),
      ...(algolia.insights ? ['https://insights.algolia.io'] : []),
    ],
    script: algolia.insights ? ['https://cdn.jsdelivr.net'] : [],
  };
}

/** The _headers file for a site under `baseUrl` whose pages run the inline scripts `hashes` (sorted, deduplicated). */
export function headersFile({baseUrl, hashes, algolia}) {
  const sources = algoliaSources(algolia);
  const contentSecurityPolicy = [
    "default-src 'self'",
    ['script-src', "'self'", ...sources.script, ...[...new Set(hashes)].sort()].join(' '),
    // React and the theme set style attributes; no stylesheet comes from elsewhere.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ['connect-src', "'self'", ...sources.connect].join(' '),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

  // With the local index no request leaves the site, so no page address needs to go anywhere. An Algolia key
  // restricted by HTTP referrer needs the site's origin on each query, and this is the policy that sends just that.
  const referrerPolicy = algolia ? 'strict-origin-when-cross-origin' : 'no-referrer';

  // assets/ holds only files named by a hash of their content or inputs: the bundles, and the search index
  // (src/plugins/search names it by a hash of everything it is built from).
  // The offline-reading worker is checked on each visit by the browser, which must see a new deployment at once.
  // Rules match the full request path, so they start with the base path the site is served under.
  return `${baseUrl}*
  Content-Security-Policy: ${contentSecurityPolicy}
  X-Content-Type-Options: nosniff
  Referrer-Policy: ${referrerPolicy}
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()
  X-Frame-Options: DENY
  Cross-Origin-Opener-Policy: same-origin

${baseUrl}assets/*
  Cache-Control: public, max-age=31536000, immutable

${baseUrl}sw.js
  Cache-Control: no-cache
`;
}
