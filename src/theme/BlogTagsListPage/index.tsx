import React, {type ReactNode} from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';

type Props = WrapperProps<typeof BlogTagsListPageType>;

// The stock page has no meta description, which search engines and link previews need.
export default function BlogTagsListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="A blog témakörei: bejegyzések az oldalról, első lépésekről és a közösségi médiáról." />
      <BlogTagsListPage {...props} />
    </>
  );
}
