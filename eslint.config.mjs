// ESLint (flat config): JavaScript and typescript-eslint's recommended rules, React's rules of hooks, and
// Docusaurus' own plugin with its recommended rules, as the facebook/docusaurus repository uses it.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import nodePlugin from 'eslint-plugin-n';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {ignores: ['build/', 'build-variants/', '.docusaurus/', 'test-results/', 'playwright-report/']},
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  {
    plugins: {'@docusaurus': docusaurus},
    rules: docusaurus.configs.recommended.rules,
  },
  {
    // Every package the code imports is declared in package.json: one that arrives only through another package's
    // dependencies can change version, or vanish, when that package moves. Imports that do not resolve through
    // node_modules (@theme/…, @site/…, @docusaurus/Link and the other aliases) are not checked.
    plugins: {n: nodePlugin},
    rules: {'n/no-extraneous-import': 'error', 'n/no-extraneous-require': 'error'},
  },
  {
    // Node scripts, configs and the Playwright tests run in Node; site code runs in both (server rendering).
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    // A .js file here is CommonJS (package.json has no "type"), where require() is the import.
    files: ['**/*.js'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
