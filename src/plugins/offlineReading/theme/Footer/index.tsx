import React, {type ReactNode} from 'react';
import Footer from '@theme-init/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import OfflineNotice from '../OfflineNotice';
import OfflineReading from '../OfflineReading';

type Props = WrapperProps<typeof FooterType>;

// Offline reading sits on every page, just above the footer, with the notice shown while the reader is offline.
// (@theme-init: the site's own Footer wrapper, in src/theme, wraps this one.)
export default function FooterWithOfflineReading(props: Props): ReactNode {
  return (
    <>
      {/* Outside the section: it sticks to the bottom of the screen, which its parent sets the bounds of. */}
      <OfflineNotice />
      <OfflineReading />
      <Footer {...props} />
    </>
  );
}
