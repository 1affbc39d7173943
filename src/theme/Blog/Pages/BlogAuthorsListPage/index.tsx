import React, {type ReactNode} from 'react';
import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof BlogAuthorsListPageType>;

// The stock page has no meta description, which search engines and link previews need.
export default function BlogAuthorsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="Kik írják a Digitális tudatosság blogját: a szerkesztőség bemutatkozása." />
      <BlogAuthorsListPage {...props} />
    </>
  );
}
