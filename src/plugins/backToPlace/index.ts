import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Back (and Forward) return the reader to where they were on the page. After a navigation Docusaurus scrolls to the
 * address's heading, or to the top (`scrollAfterNavigation` in @docusaurus/core), going back too: a reader who follows an
 * in-page link in a long guide, opened at a heading, and presses Back lands at that heading, screens above the step
 * they left (usability round 9). The client module puts back the position each history entry had.
 */
export default function backToPlace({siteDir}: LoadContext): Plugin {
  return {
    name: 'back-to-place',
    getClientModules: () => [path.join(siteDir, 'src/plugins/backToPlace/client')],
  };
}
