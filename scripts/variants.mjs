// The extra deployment modes `npm test` builds (scripts/build-variants.mjs) and checks (e2e/variants/*.spec.ts).

/** Dummy DocSearch credentials: enough for the build and the browser; every query is answered by the test. */
export const algolia = {appId: 'E2ETEST123', apiKey: 'e2e-search-only-key', indexName: 'digitalis-tudatossag'};

export const variants = [
  {name: 'base-url', dir: 'build-variants/base-url', baseUrl: '/x/', env: {BASE_URL: '/x/'}},
  {
    name: 'algolia',
    dir: 'build-variants/algolia',
    baseUrl: '/',
    env: {ALGOLIA_APP_ID: algolia.appId, ALGOLIA_API_KEY: algolia.apiKey, ALGOLIA_INDEX_NAME: algolia.indexName},
  },
];
