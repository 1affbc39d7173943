import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import HelpLineLink from '@site/src/components/HelpLineLink';
import {helpLine, type HelpLineId} from '@site/src/data/helpLines';
import styles from './styles.module.css';

/** The lines a reader in trouble needs first, 112 first (the footer's help block lists them all). */
const firstLines: HelpLineId[] = ['segelyhivo', 'kek-vonal', 'lelki-elsosegely'];

type Props = {
  /** Query words that name something the site has no guide on (an app, a game): the results are the nearest. */
  uncovered: string[];
  /** Nothing matched at all. */
  empty: boolean;
  /** Called when the reader follows the situation link (the search bar closes its list). */
  onNavigate?: () => void;
  className?: string;
};

/**
 * What the search says when it has no answer, or only a near one: no dead end. The help lines, 112 first, and the
 * home page's list of situations („Baj van? Mi történt?”).
 */
export default function SearchHelp({uncovered, empty, onNavigate, className}: Props): ReactNode {
  const situations = useBaseUrl('/#baj-van');
  if (!empty && uncovered.length === 0) return null;
  return (
    <div className={clsx(styles.help, className)}>
      {uncovered.length > 0 && (
        <p className={styles.uncovered}>
          <Translate
            id="localSearch.help.uncovered"
            description="The search names words (an app, a game) the site has no guide on; the nearest guides follow"
            values={{words: uncovered.map((word) => `„${word}”`).join(', ')}}>
            {'Erről nincs külön útmutatónk: {words}. A legközelebbi útmutatókat mutatjuk.'}
          </Translate>
        </p>
      )}
      <p className={styles.lines}>
        <Translate id="localSearch.help.lines">Ha baj van, hívj segítséget:</Translate>{' '}
        {firstLines.map((id, at) => (
          <React.Fragment key={id}>
            {at > 0 && ' · '}
            {helpLine(id).name}: <HelpLineLink id={id} />
          </React.Fragment>
        ))}
      </p>
      <p className={styles.situations}>
        <Link to={situations} onClick={onNavigate}>
          <Translate id="localSearch.help.situations">
            Mi történt? Válaszd ki a helyzetet, és megmutatjuk a lépéseket.
          </Translate>
        </Link>
      </p>
    </div>
  );
}
