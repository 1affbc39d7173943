import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {appHeadingId, apps} from '@site/src/data/apps';

/**
 * The phone guide's short answer near its top: every app of the app guide (`src/data/apps.tsx`, so the list and the
 * panels cannot disagree) with the vendor's minimum age and a line for a 10-year-old, each name a link to the app's
 * setup panel further down (`<AppGuide view="setup" />` opens the panel a link names). A list in the guide's own
 * style („**Név:** …”), one line an app on a desktop, and nothing to scroll sideways at 320 px; no stylesheet of its
 * own, because Docusaurus puts every component's CSS in the stylesheet every page loads. The label before the answer
 * comes from the page: it is the guide's word, and the shell's translations stay as they are.
 */
export default function AppAges({forTenLabel}: {forTenLabel: string}): ReactNode {
  return (
    <ul data-app-ages>
      {apps.map((app) => (
        <li key={app.id} data-app-age-row={app.id}>
          <strong>
            <Link to={`#${appHeadingId('setup', app.id)}`}>{app.name}</Link>:
          </strong>{' '}
          {app.minimumAge}. {forTenLabel}: {app.forTen}
        </li>
      ))}
    </ul>
  );
}
