import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Prism and its grammars (about 34 KiB gzipped) were in every page's main bundle, through theme-classic's
 * `prism-include-languages` client module. This drops that module; the plugin's CodeBlock (theme/CodeBlock, wrapping
 * theme-classic's) loads Prism, and runs the same language setup, when a page has a code block.
 */
export default function codeBlockOnDemand({siteDir}: LoadContext): Plugin {
  const nodeRequire = createRequire(path.join(siteDir, 'package.json'));
  // Client modules are required by absolute path without extension, exactly as the theme lists them.
  const prismClientModule = nodeRequire
    .resolve('@docusaurus/theme-classic/lib/prism-include-languages')
    .replace(/\.js$/, '');
  const pluginDir = path.join(siteDir, 'src/plugins/codeBlockOnDemand');
  return {
    name: 'code-block-on-demand',
    getThemePath: () => path.join(pluginDir, 'theme'),
    // Evaluated as the server bundle starts, so the code block is ready before the first page renders.
    getClientModules: () => [path.join(pluginDir, 'loadCodeBlock')],
    configureWebpack: () => ({resolve: {alias: {[prismClientModule]: false}}}),
  };
}
