import React, {useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import SearchHelp from '../SearchHelp';
import SearchHighlight from '../SearchHighlight';
import {resultUrl} from '../../resultUrl';
import {queryLimits} from '../../queryLimits';
import {useSearchEngine} from '../../useSearchEngine';
import styles from './styles.module.css';

/** The page's own search field: what it submits goes into the address; a new address (Back) refills it. */
function SearchForm({query, label, onSearch}: {query: string; label: string; onSearch: (text: string) => void}) {
  const [typed, setTyped] = useState(query);
  // The same form stays (focus and all) while the address changes; only its text follows.
  const [shownQuery, setShownQuery] = useState(query);
  if (shownQuery !== query) {
    setShownQuery(query);
    setTyped(query);
  }
  // Docusaurus moves focus to the top of the page on every navigation (for the skip link): a search submitted from
  // here takes it back, so the reader can go on typing.
  const field = useRef<HTMLInputElement>(null);
  const submitted = useRef(false);
  const location = useLocation();
  useEffect(() => {
    if (!submitted.current) return;
    submitted.current = false;
    field.current?.focus();
  }, [location]);
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        submitted.current = true;
        onSearch(typed.trim());
      }}>
      <input
        ref={field}
        type="search"
        maxLength={queryLimits.characters}
        aria-label={label}
        placeholder={label}
        className={styles.input}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {label}
      </button>
    </form>
  );
}

/**
 * /search?q=…: every matching page, opening at its best section (as the bar's suggestion does), with its other matching
 * sections, the words that matched marked.
 */
export default function SearchPage(): ReactNode {
  const {search, pathname} = useLocation();
  const history = useHistory();
  // The server renders the page without a query (a static host serves /search for every ?q=…): the query takes over
  // once hydrated, so that the first render in the browser matches the server's HTML (React error #418 otherwise).
  const isBrowser = useIsBrowser();
  const query = (isBrowser && new URLSearchParams(search).get('q')) || '';
  const {engine, failed, load} = useSearchEngine();
  const linkTo = useBaseUrl('/');
  useEffect(load, [load]);
  const trimmed = query.trim();
  // Every match is counted, the first `shown` listed.
  const results = useMemo(
    () => (engine && trimmed ? engine.search(trimmed, Number.POSITIVE_INFINITY) : undefined),
    [engine, trimmed],
  );
  const shown = 20;

  const title = trimmed
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Találatok erre: „{query}”'}, {query: trimmed})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Keresés az oldalon'});
  const label = translate({id: 'theme.SearchBar.label', message: 'Keresés'});

  return (
    <Layout title={title}>
      {/* A results page is not content: search engines follow its links but do not list it (nor does the sitemap). */}
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <Heading as="h1">{title}</Heading>
        {/* Each search is a step in the history: Back returns to the previous query. */}
        <SearchForm
          query={query}
          label={label}
          onSearch={(text) => history.push(`${pathname}?q=${encodeURIComponent(text)}`)}
        />
        <div role="status" className={styles.status}>
          {failed ? (
            <Translate id="localSearch.bar.failed">A keresés most nem tölthető be. Próbáld újra később.</Translate>
          ) : trimmed && !engine ? (
            <Translate id="localSearch.bar.loading">Keresés betöltése…</Translate>
          ) : results && results.pages.length === 0 ? (
            <Translate id="theme.SearchPage.noResultsText">
              Nincs találat. Próbálj rövidebb vagy más szót, például „zaklatás”, „jelszó” vagy „képernyőkép”.
            </Translate>
          ) : results && results.pages.length > shown ? (
            <Translate id="localSearch.page.countShown" values={{count: results.pages.length, shown}}>
              {'Találatok száma: {count}, ezek közül az első {shown} látható.'}
            </Translate>
          ) : results ? (
            <Translate id="localSearch.page.count" values={{count: results.pages.length}}>
              {'Találatok száma: {count}'}
            </Translate>
          ) : null}
        </div>
        {engine && results && (
          <SearchHelp
            uncovered={results.uncovered}
            crisis={results.crisis}
            empty={results.pages.length === 0}
            className={styles.help}
          />
        )}
        {engine &&
          results?.pages.slice(0, shown).map((hit) => {
            const {page} = hit;
            // The link the bar's suggestion opens: the best section, not the top of a long guide; the page's title
            // stays above it as context, and its other matching sections follow.
            const landing = engine.landingSection(hit, results.terms);
            const sections = hit.sections.filter((section) => section !== landing).slice(0, 4);
            return (
              <article key={page.id} className={styles.result}>
                {landing && (
                  // Smaller, and no link: the guide the section is in (Infima's classes: the shell's CSS stays).
                  <p className="margin-bottom--none">
                    <small>
                      <SearchHighlight text={page.title} engine={engine} terms={results.terms} />
                    </small>
                  </p>
                )}
                <Heading as="h2" className={styles.title}>
                  <Link to={resultUrl(linkTo, (landing ?? page).url, trimmed)}>
                    <SearchHighlight text={landing?.heading || page.title} engine={engine} terms={results.terms} />
                  </Link>
                </Heading>
                {(landing ?? page).excerpt && (
                  <p className={styles.excerpt}>
                    <SearchHighlight text={(landing ?? page).excerpt} engine={engine} terms={results.terms} />
                  </p>
                )}
                {sections.length > 0 && (
                  <ul className={styles.sections}>
                    {sections.map((section) => (
                      <li key={section.id}>
                        <Link to={resultUrl(linkTo, section.url, trimmed)} className={styles.heading}>
                          <SearchHighlight text={section.heading || page.title} engine={engine} terms={results.terms} />
                        </Link>
                        {section.excerpt && (
                          <p className={styles.excerpt}>
                            <SearchHighlight text={section.excerpt} engine={engine} terms={results.terms} />
                          </p>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            );
          })}
      </main>
    </Layout>
  );
}
