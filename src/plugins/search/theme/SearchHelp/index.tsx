import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import HelpLineLink from '@site/src/components/HelpLineLink';
import {helpLine, type HelpLineId} from '@site/src/data/helpLines';
import type {SearchResults} from '../../engine';
import styles from './styles.module.css';

/** The lines a reader in trouble needs first, 112 first (the footer's help block lists them all). */
const firstLines: HelpLineId[] = ['segelyhivo', 'kek-vonal', 'lelki-elsosegely'];

/**
 * For a query that speaks of a danger to life (`crisis`, see the vocabulary): after 112, the lines its shared
 * procedure names (src/data/safetyProcedures.tsx, `onsertes`: the parents' steps name the Lelki elsősegély-vonal and
 * the Kék Vonal, the children's the Kék Vonal; `eltunt-gyerek`: the parents' the Eltűnt gyermekek forródrótja).
 */
const crisisLines: Record<string, {parents: HelpLineId[]; children: HelpLineId[]}> = {
  onsertes: {parents: ['lelki-elsosegely', 'kek-vonal'], children: ['kek-vonal']},
  // `eltunt-gyerek`: the parents' steps name the Eltűnt gyermekek forródrótja after 112; the children's, 112 alone.
  'eltunt-gyerek': {parents: ['eltunt-gyermek'], children: []},
};

function Lines({ids}: {ids: HelpLineId[]}): ReactNode {
  return ids.map((id, at) => (
    <React.Fragment key={id}>
      {at > 0 && ' · '}
      {helpLine(id).name}: <HelpLineLink id={id} />
    </React.Fragment>
  ));
}

/**
 * Above the results of a query about wanting to die or to hurt oneself: whom to call now, before any reading (the
 * situation's steps follow in the results). The words of the no-results help: no message of its own in the shell.
 */
function CrisisHelp({crisis}: {crisis: NonNullable<SearchResults['crisis']>}): ReactNode {
  const lines = crisisLines[crisis.procedure];
  if (!lines) return null;
  return (
    <p className={styles.notice} data-crisis={crisis.procedure}>
      <Translate id="localSearch.help.lines">Ha baj van, hívj segítséget:</Translate>{' '}
      <Lines ids={['segelyhivo', ...(crisis.byChild ? lines.children : lines.parents)]} />
    </p>
  );
}

type Props = {
  /** Query words that name something the site has no guide on (an app, a game): the results are the nearest. */
  uncovered: string[];
  /** The query speaks of a danger to life: whom to call, first. */
  crisis?: SearchResults['crisis'];
  /** Nothing matched at all. */
  empty: boolean;
  /** Called when the reader follows the situation link (the search bar closes its list). */
  onNavigate?: () => void;
  className?: string;
};

/**
 * What the search says when it has no answer, or only a near one: no dead end. The help lines, 112 first, and the
 * home page's list of situations („Baj van? Mi történt?”). For a query about a danger to life, the lines its
 * procedure names, above the results.
 */
export default function SearchHelp({uncovered, crisis, empty, onNavigate, className}: Props): ReactNode {
  const situations = useBaseUrl('/#baj-van');
  if (crisis && !empty) {
    return (
      <div className={clsx(styles.help, className)} role="note">
        <CrisisHelp crisis={crisis} />
      </div>
    );
  }
  if (!empty && uncovered.length === 0) return null;
  return (
    <div className={clsx(styles.help, className)}>
      {uncovered.length > 0 && (
        <p className={styles.notice}>
          <Translate
            id="localSearch.help.uncovered"
            description="The search names words (an app, a game) the site has no guide on; the nearest guides follow"
            values={{words: uncovered.map((word) => `„${word}”`).join(', ')}}>
            {'Erről nincs külön útmutatónk: {words}. A legközelebbi útmutatókat mutatjuk.'}
          </Translate>
        </p>
      )}
      <p className={styles.lines}>
        <Translate id="localSearch.help.lines">Ha baj van, hívj segítséget:</Translate> <Lines ids={firstLines} />
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
