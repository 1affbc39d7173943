import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {appHeadingId, apps} from '@site/src/data/apps';

/**
 * The phone guide's short answer near its top: every app of the app guide (`src/data/apps.tsx`, so the list and the
 * panels cannot disagree) as „**TikTok** (13 éves kortól): még nem.”, the vendor's minimum age (or the account it
 * gives a child) in brackets and the line for a 10-year-old after the colon (the page's lead says so), each name a link that opens the
 * app's setup panel further down (`<AppGuide view="setup" />` opens the panel a link names). A list in the guide's own
 * style, one line an app on a desktop, nothing to scroll sideways at 320 px, and no stylesheet of its own: Docusaurus
 * puts every component's CSS in the stylesheet every page loads.
 */
export default function AppAges(): ReactNode {
  return (
    <ul data-app-ages>
      {apps.map((app) => (
        <li key={app.id} data-app-age-row={app.id}>
          <strong>
            <Link to={`#${appHeadingId('setup', app.id)}`}>{app.name}</Link>
          </strong>{' '}
          ({app.minimumAge}): {app.forTen}
        </li>
      ))}
    </ul>
  );
}
