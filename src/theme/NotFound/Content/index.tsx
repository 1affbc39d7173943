import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import HelpLineLink from '@site/src/components/HelpLineLink';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

const waysOn = [
  {to: '/#baj-van', label: 'Baj van? Mi történt?'},
  {to: '/', label: 'Kezdőlap'},
  {to: '/docs/Bevezető', label: 'Az útmutatók áttekintése'},
  {to: '/search', label: 'Keresés az oldalon'},
  {to: '/markdown-page', label: 'Családi netbiztonsági alapszabályok'},
];

// An unknown path under /docs renders this content without the not-found page around it, so the
// browser title would be the bare site name; the title belongs with the content. Below it, ways on: a broken link can
// bring someone in trouble here, so the crisis steps and the help lines come first.
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
      <nav className={`container margin-bottom--xl ${styles.waysOn}`} aria-label="Merre tovább?">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <p className={styles.helpLines}>
              Közvetlen veszélyben hívd: <HelpLineLink id="segelyhivo" />. Gyerekeknek: Kék Vonal,{' '}
              <HelpLineLink id="kek-vonal" />.
            </p>
            <ul>
              {waysOn.map(({to, label}) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </nav>
    </>
  );
}
