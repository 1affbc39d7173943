import React, {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Suggestion} from '../SearchSuggestions';
import {resultUrl} from '../../resultUrl';
import {queryLimits} from '../../queryLimits';
import {useSearchEngine} from '../../useSearchEngine';
import styles from './styles.module.css';

type HighlightState = {highlight?: string};

// The list of suggestions, with the help for a query the site has no good answer to, comes with the engine, not with
// every page. A chunk that cannot load (offline, without a stored copy) leaves the list empty rather than failing the
// page (the live region still says what happened).
const loadSuggestions = () =>
  import(/* webpackChunkName: "search-suggestions" */ '../SearchSuggestions').catch(() => ({default: () => null}));
const SearchSuggestions = lazy(loadSuggestions);

const isShortcut = (event: globalThis.KeyboardEvent, isMac: boolean) =>
  event.key?.toLowerCase() === 'k' && // autofill sends keydown events without a key
  (isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey) &&
  !event.altKey &&
  !event.shiftKey;

/**
 * The navbar's search box: a combobox (WAI-ARIA APG) whose listbox suggests pages. Only the input and this code
 * come with the page; the engine and the index load on intent: hover, touch, focus or Ctrl/⌘+K.
 */
export default function SearchBar(): ReactNode {
  const isBrowser = useIsBrowser();
  const isMac = isBrowser && /mac/i.test(navigator.userAgent);
  const history = useHistory();
  const {engine, failed, load: loadEngine} = useSearchEngine();
  // The suggestions' code is rendered, and so loaded and run, only once the reader shows an intent to search.
  const [wanted, setWanted] = useState(false);
  const load = useCallback(() => {
    loadEngine();
    void loadSuggestions();
    setWanted(true);
  }, [loadEngine]);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const optionId = (at: number) => `${listId}-option-${at}`;
  const searchPage = useBaseUrl('/search');
  const linkTo = useBaseUrl('/');

  useEffect(() => {
    const focusOnShortcut = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event, isMac) || event.defaultPrevented || event.isComposing) return;
      // Another search field (the results page's own) keeps the focus the reader gave it.
      const target = event.target instanceof Element ? event.target : null;
      if (target !== input.current && target?.closest('[role="search"]')) return;
      event.preventDefault();
      load();
      input.current?.focus();
    };
    document.addEventListener('keydown', focusOnShortcut);
    return () => document.removeEventListener('keydown', focusOnShortcut);
  }, [isMac, load]);

  // A result opened from a suggestion (the query in the history entry's state) or from the results page (?_highlight=…)
  // gets the query's words marked (the bar is on every page).
  const {pathname, search: address, state} = useLocation<HighlightState | undefined>();
  const highlightQuery = state?.highlight ?? new URLSearchParams(address).get('_highlight');
  useEffect(() => {
    if (highlightQuery) loadEngine();
  }, [highlightQuery, loadEngine]);
  useEffect(() => {
    const article = document.querySelector('main article');
    if (!engine || !highlightQuery || !article) return undefined;
    // Only pages opened from a result need it: it comes after the engine, not with every page.
    let unmark: (() => void) | undefined;
    let left = false;
    import(/* webpackChunkName: "search-marks" */ '../../markMatches').then(
      ({markMatches}) => {
        if (!left) unmark = markMatches(article, engine, highlightQuery);
      },
      () => undefined,
    );
    return () => {
      left = true;
      unmark?.();
    };
  }, [engine, highlightQuery, pathname]);

  const trimmed = query.trim();
  const results = useMemo(() => (engine && trimmed ? engine.search(trimmed, 8) : undefined), [engine, trimmed]);
  // One option per page, opening at its best section (see `landingSection`).
  const options = useMemo((): Suggestion[] => {
    if (!engine || !results) return [];
    return results.suggestions.map((hit) => {
      const {page} = hit;
      const section = engine.landingSection(hit, results.terms);
      return {
        url: resultUrl(linkTo, (section ?? page).url),
        title: page.title,
        heading: section?.heading,
        excerpt: (section ?? page).excerpt,
      };
    });
  }, [engine, results, linkTo]);
  const fullResults = `${searchPage}?q=${encodeURIComponent(trimmed)}`;
  const expanded = open && trimmed !== '';

  // Arrow keys move the active option: keep it in sight in the scrolling list.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({block: 'nearest'});
  }, [active, listId]);

  /** Closing the list forgets the active option: reopened, the arrows start from the input again. */
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  // Announced by the one live region, which stays in the page so that a screen reader hears each change.
  const status = !expanded
    ? ''
    : failed
      ? translate({id: 'localSearch.bar.failed', message: 'A keresés most nem tölthető be. Próbáld újra később.'})
      : !engine
        ? translate({id: 'localSearch.bar.loading', message: 'Keresés betöltése…'})
        : options.length === 0
          ? translate({id: 'theme.SearchBar.noResultsText', message: 'Nincs találat'})
          : translate(
              {
                id: 'localSearch.bar.count',
                message: '{count} javaslat',
                description: 'Announced to screen readers: how many suggestions the search box lists',
              },
              {count: options.length},
            );

  // The typed words stay out of the address: on a shared family phone it lands in the browser's history and its
  // address-bar suggestions (usability round 10). The history entry's state keeps them for the marks, reload included.
  const go = (url: string) => {
    close();
    setQuery('');
    input.current?.blur();
    history.push(url, {highlight: trimmed} satisfies HighlightState);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the input (-1) through the options and back to the input.
      setActive((current) => ((current + step + 2 + options.length) % (options.length + 1)) - 1);
    } else if (event.key === 'Enter') {
      if (trimmed === '') return;
      event.preventDefault();
      go(active >= 0 && active < options.length ? options[active].url : fullResults);
    } else if (event.key === 'Escape') {
      // The first Escape only closes the list (a search input would clear itself).
      if (expanded) {
        event.preventDefault();
        close();
      } else setQuery('');
    }
  };

  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Keresés',
    description: 'The ARIA label and placeholder for search button',
  });

  const listLabel = translate({
    id: 'localSearch.bar.suggestions',
    message: 'Keresési javaslatok',
    description: 'The ARIA label of the list of suggestions under the search box',
  });

  // The listbox the input controls, empty until the suggestions' code has loaded.
  const emptyList = <ul id={listId} role="listbox" aria-label={listLabel} className={styles.list} />;
  return (
    <div
      className={clsx('navbar__search', styles.searchBar)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}>
      <input
        ref={input}
        type="search"
        maxLength={queryLimits.characters}
        role="combobox"
        aria-label={label}
        placeholder={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 && active < options.length ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        className={clsx('navbar__search-input', styles.input)}
        value={query}
        onPointerEnter={load}
        onPointerDown={load}
        onTouchStart={load}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {isBrowser && query === '' && (
        <span className={styles.hint} aria-hidden="true">
          <kbd>{isMac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      )}
      <div role="status" className={styles.visuallyHidden}>
        {status}
      </div>
      <div className={clsx(styles.popup, !expanded && styles.hidden)}>
        {wanted ? (
          <Suspense fallback={emptyList}>
            <SearchSuggestions
              listId={listId}
              listLabel={listLabel}
              optionId={optionId}
              expanded={expanded}
              engine={engine}
              failed={failed}
              results={results}
              query={trimmed}
              options={options}
              active={active}
              onPick={go}
              onNavigate={close}
            />
          </Suspense>
        ) : (
          emptyList
        )}
      </div>
    </div>
  );
}
