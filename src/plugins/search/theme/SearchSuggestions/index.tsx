import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import SearchHelp from '../SearchHelp';
import SearchHighlight from '../SearchHighlight';
import type {Engine, SearchResults} from '../../engine';
import styles from '../SearchBar/styles.module.css';

export type Suggestion = {url: string; title: string; heading?: string; excerpt?: string};

type Props = {
  /** The listbox's id (the search box's `aria-controls`) and its accessible name. */
  listId: string;
  listLabel: string;
  optionId: (at: number) => string;
  /** The list is open and something is typed: the footer and the help show. */
  expanded: boolean;
  engine?: Engine;
  failed: boolean;
  /** What the engine found for the typed query (undefined until it has answered). */
  results?: SearchResults;
  query: string;
  options: Suggestion[];
  active: number;
  /** Opens a suggestion. */
  onPick: (url: string) => void;
  /** Closes the list (a link in it was followed). */
  onNavigate: () => void;
};

/**
 * The search bar's list of suggestions and what goes with it: the note on words the site has no guide on, the link to
 * every result, and the help when nothing matched. The bar (theme/SearchBar) keeps the input, the keyboard and the
 * live region; this loads with the engine, on the first sign the reader wants to search.
 */
export default function SearchSuggestions({
  listId,
  listLabel,
  optionId,
  expanded,
  engine,
  failed,
  results,
  query,
  options,
  active,
  onPick,
  onNavigate,
}: Props): ReactNode {
  const guides = useBaseUrl('/docs/Bevezető');
  const fullResults = `${useBaseUrl('/search')}?q=${encodeURIComponent(query)}`;
  return (
    <>
      {expanded && results && (results.uncovered.length > 0 || results.crisis) && options.length > 0 && (
        <SearchHelp
          uncovered={results.uncovered}
          crisis={results.crisis}
          empty={false}
          onNavigate={onNavigate}
          className={styles.notice}
        />
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className={styles.list}
        // The query these suggestions answer (what `npm run bench` waits for).
        data-query={results ? query : undefined}>
        {options.map((option, at) => (
          <li
            key={option.url}
            id={optionId(at)}
            role="option"
            aria-selected={at === active}
            className={clsx(styles.option, at === active && styles.active)}
            // Keeps focus in the input, so the click is not lost to the popup closing on blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option.url)}>
            <span className={styles.title}>
              <SearchHighlight text={option.title} engine={engine!} terms={results!.terms} />
            </span>
            {option.heading && (
              <span className={styles.heading}>
                <SearchHighlight text={option.heading} engine={engine!} terms={results!.terms} />
              </span>
            )}
            {option.excerpt && (
              <span className={styles.excerpt}>
                <SearchHighlight text={option.excerpt} engine={engine!} terms={results!.terms} />
              </span>
            )}
          </li>
        ))}
      </ul>
      {expanded && (
        <div className={styles.footer}>
          {failed ? (
            <Translate id="localSearch.bar.failed">A keresés most nem tölthető be. Próbáld újra később.</Translate>
          ) : !engine ? (
            <Translate id="localSearch.bar.loading">Keresés betöltése…</Translate>
          ) : options.length === 0 ? (
            <>
              <span className={styles.empty}>
                <Translate id="theme.SearchBar.noResultsText">Nincs találat</Translate>
              </span>{' '}
              <Link to={guides} onClick={onNavigate}>
                <Translate id="localSearch.bar.guides">Nézd meg az útmutatók áttekintését</Translate>
              </Link>
              <SearchHelp uncovered={[]} empty onNavigate={onNavigate} className={styles.emptyHelp} />
            </>
          ) : (
            <Link to={fullResults} onClick={onNavigate}>
              <Translate id="theme.SearchBar.seeAll">Az összes találat</Translate>
            </Link>
          )}
        </div>
      )}
    </>
  );
}
