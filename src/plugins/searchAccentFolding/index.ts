import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Makes the local search accent-insensitive by swapping lunr's Hungarian module for lunr.hu.folded.js,
 * in the browser bundle (a module replacement) and in the Node process that builds the index (the require cache).
 */
export default function searchAccentFolding({siteDir}: LoadContext): Plugin {
  const nodeRequire = createRequire(path.join(siteDir, 'package.json'));
  const searchPlugin = nodeRequire.resolve('@easyops-cn/docusaurus-search-local');
  const original = nodeRequire.resolve('lunr-languages/lunr.hu', {paths: [searchPlugin]});
  const folded = path.join(siteDir, 'src/plugins/searchAccentFolding/lunr.hu.folded.js');
  nodeRequire(folded);
  nodeRequire.cache[original] = nodeRequire.cache[folded];
  return {
    name: 'search-accent-folding',
    configureWebpack: (_config, _isServer, {currentBundler}) => ({
      plugins: [
        // Every import of the original becomes the folded module, except the folded module's own import.
        new currentBundler.instance.NormalModuleReplacementPlugin(/lunr-languages[\\/]lunr\.hu(\.js)?$/, (resource) => {
          if (resource.contextInfo?.issuer !== folded) resource.request = folded;
        }),
      ],
    }),
  };
}
