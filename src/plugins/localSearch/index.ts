import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Three changes to `@easyops-cn/docusaurus-search-local`; list this theme after it, so its SearchBar wraps the plugin's.
 * - Accent-insensitive search with stem exceptions and compound parts: lunr's Hungarian module is swapped for
 *   lunr.hu.folded.js, in the browser bundle (a module replacement) and in the Node process that builds the index
 *   (the require cache). Its word lists are docs/_search/synonyms.json.
 * - The query pipeline (question words, synonyms, compounds, graceful fallbacks, ranking by page): the plugin's
 *   searchByWorker module is swapped for searchByWorker.js, whose worker (worker.js, query.js) loads the same index.
 * - The search bar loads on first use (theme/SearchBar), so first visits don't download it.
 */
export default function localSearch({siteDir}: LoadContext): Plugin {
  const pluginDir = path.join(siteDir, 'src/plugins/localSearch');
  const nodeRequire = createRequire(path.join(siteDir, 'package.json'));
  const searchPlugin = nodeRequire.resolve('@easyops-cn/docusaurus-search-local');
  const original = nodeRequire.resolve('lunr-languages/lunr.hu', {paths: [searchPlugin]});
  const folded = path.join(pluginDir, 'lunr.hu.folded.js');
  const searchByWorker = path.join(pluginDir, 'searchByWorker.js');
  nodeRequire(folded);
  nodeRequire.cache[original] = nodeRequire.cache[folded];
  return {
    name: 'local-search',
    getThemePath: () => path.join(pluginDir, 'theme'),
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [
        // Every import of the original becomes the folded module, except the folded module's own import.
        new currentBundler.instance.NormalModuleReplacementPlugin(/lunr-languages[\\/]lunr\.hu(\.js)?$/, (resource) => {
          if (resource.contextInfo?.issuer !== folded) resource.request = folded;
        }),
        // The search bar and the search page import `../searchByWorker` from the plugin's theme folder.
        new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\.[\\/]searchByWorker(\.js)?$/, (resource) => {
          if (/docusaurus-search-local[\\/]/.test(resource.contextInfo?.issuer ?? ''))
            resource.request = searchByWorker;
        }),
      ],
    }),
  };
}
