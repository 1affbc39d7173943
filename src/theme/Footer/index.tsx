import React, {type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import HelpBlock from '@site/src/components/HelpBlock';

type Props = WrapperProps<typeof FooterType>;

// The stock three-column footer, with the help lines above it so they are one scroll away on every page.
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <>
      <HelpBlock />
      <Footer {...props} />
    </>
  );
}
