import React, {type ReactNode} from 'react';
import Footer from '@theme-init/Footer';
import type FooterType from '@theme/Footer';
import {translate} from '@docusaurus/Translate';
import type {WrapperProps} from '@docusaurus/types';
import OfflineNotice from '../OfflineNotice';
import OfflineReading from '../OfflineReading';

type Props = WrapperProps<typeof FooterType>;

// Offline reading sits on every page, just above the footer, with the notice shown while the reader is offline.
// (@theme-init: the site's own Footer wrapper, in src/theme, wraps this one.) A landmark of its own: a screen
// reader's list of landmarks reaches it, and no text of the page is left outside one.
export default function FooterWithOfflineReading(props: Props): ReactNode {
  return (
    <>
      <section aria-label={translate({id: 'offlineReading.region', message: 'Offline olvasás'})}>
        <OfflineNotice />
        <OfflineReading />
      </section>
      <Footer {...props} />
    </>
  );
}
