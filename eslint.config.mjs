// ESLint (flat config): JavaScript and typescript-eslint's recommended rules, React's rules of hooks, and
// Docusaurus' own plugin with its recommended rules, as the facebook/docusaurus repository uses it.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
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
