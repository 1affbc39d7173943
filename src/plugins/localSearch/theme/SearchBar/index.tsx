import React, {
  lazy,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {WrapperProps} from '@docusaurus/types';
import type SearchBarType from '@theme/SearchBar';
// The plugin's own class names, so that the stand-in looks exactly like the bar it stands in for.
import styles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.module.css';

// The plugin's bar brings lunr, the Hungarian stemmer, mark.js and the worker glue: about 23 KiB gzipped that
// every first visit paid for. Like DocSearch's modal, it now loads on first use: hover, touch, focus or Ctrl/⌘+K.
// (By path: `@theme-init/SearchBar` is Docusaurus' empty fallback, `@theme-original/SearchBar` this very file.)
const importSearchBar = () => import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar');
const PluginSearchBar = lazy(importSearchBar);

type Props = WrapperProps<typeof SearchBarType>;

const searchInput = () => document.querySelector<HTMLInputElement>('input.navbar__search-input');

// The plugin's id, message and description, so that i18n/<locale>/code.json translates the stand-in like the bar.
const searchLabel = () =>
  translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });

/** What the reader did in the stand-in before the bar arrived, handed over to the bar. */
type Handover = {value: string; focused: boolean};

const isShortcut = (event: KeyboardEvent, isMac: boolean) =>
  event.key?.toLowerCase() === 'k' && // autofill sends keydown events without a key
  (isMac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey) &&
  !event.altKey &&
  !event.shiftKey;

function SearchBarStandIn({onUse, handover}: {onUse: () => void; handover: RefObject<Handover>}): ReactNode {
  const isBrowser = useIsBrowser();
  const isMac = isBrowser && /mac/i.test(navigator.userAgent);
  const input = useRef<HTMLInputElement>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const focusOnShortcut = (event: KeyboardEvent) => {
      if (!isShortcut(event, isMac)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', focusOnShortcut);
    return () => document.removeEventListener('keydown', focusOnShortcut);
  }, [isMac]);

  // Runs while the input is still in the document, just before the real bar replaces it.
  useLayoutEffect(() => {
    const element = input.current!;
    return () => {
      handover.current = {value: element.value, focused: document.activeElement === element};
    };
  }, [handover]);

  const label = searchLabel();
  return (
    <div className={clsx('navbar__search', styles.searchBarContainer)} dir="ltr">
      <svg aria-hidden="true" className={styles.searchIcon} focusable="false" viewBox="0 0 16 16">
        <path
          fill="currentColor"
          d="M6.02945 10.20327a4.17382 4.17382 0 1 1 4.17382-4.17382 4.15609 4.15609 0 0 1-4.17382 4.17382Zm9.69195 4.2199-4.8225-4.82338A5.88021 5.88021 0 0 0 12.058 6.02856 6.00467 6.00467 0 1 0 9.59979 10.8989l4.82338 4.82338a.89729.89729 0 0 0 1.29912 0 .89749.89749 0 0 0-.00087-1.29909Z"
        />
      </svg>
      <input
        ref={input}
        placeholder={label}
        aria-label={label}
        className={clsx('navbar__search-input', styles.searchInput)}
        onMouseEnter={onUse}
        onTouchStart={onUse}
        onFocus={onUse}
        onInput={(event) => setEmpty(event.currentTarget.value === '')}
      />
      {isBrowser && empty && (
        <div className={styles.searchHintContainer}>
          <kbd className={styles.searchHint}>{isMac ? '⌘' : 'ctrl'}</kbd>
          <kbd className={styles.searchHint}>K</kbd>
        </div>
      )}
    </div>
  );
}

export default function SearchBar(props: Props): ReactNode {
  const [used, setUsed] = useState(false);
  const handover = useRef<Handover>({value: '', focused: false});
  // Rendered only once its code is here, so a failed download (offline) leaves the stand-in instead of crashing the
  // page, and the next use tries again. The transition keeps the stand-in, its focus and text, until the bar renders.
  const use = useCallback(() => {
    importSearchBar().then(
      () => startTransition(() => setUsed(true)),
      () => undefined,
    );
  }, []);

  // Result links carry ?_highlight=…, which the real bar turns into highlights on the target page.
  const {search} = useLocation();
  useEffect(() => {
    if (new URLSearchParams(search).has('_highlight')) use();
  }, [search, use]);

  // Hand the stand-in's focus and text over to the real bar. Focus at once (a layout effect), before the bar's
  // mount effect, which picks it up and loads the index. The text only after that effect's own timeout, which
  // clears the input; what the reader types in the meantime is kept and appended.
  const typedSinceSwap = useRef('');
  useLayoutEffect(() => {
    const input = searchInput();
    if (!used || !input) return undefined;
    if (handover.current.focused) input.focus();
    const track = () => {
      typedSinceSwap.current = input.value;
    };
    input.addEventListener('input', track);
    return () => input.removeEventListener('input', track);
  }, [used]);
  useEffect(() => {
    const input = searchInput();
    if (!used || !input) return undefined;
    // Passive effects run child first, so this timeout is queued after the bar's.
    const timeout = window.setTimeout(() => {
      const value = handover.current.value + typedSinceSwap.current;
      if (value === '') return;
      // Through the native setter and input events, so that React and autocomplete.js both see it as typing. The
      // input may still show the text while the bar's clearing is queued but not yet rendered, and React ignores an
      // input event that does not change what it last saw: so clear first, then type, and React's queue ends on the
      // text whatever it renders in between.
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      for (const text of ['', value]) {
        setValue.call(input, text);
        input.dispatchEvent(new Event('input', {bubbles: true}));
      }
    });
    return () => window.clearTimeout(timeout);
  }, [used]);

  // No Suspense boundary of its own: the switch is a transition, which never swaps visible content for a fallback,
  // and a boundary would make React's server renderer stream the bar out of order, with an inline script.
  return used ? <PluginSearchBar {...props} /> : <SearchBarStandIn onUse={use} handover={handover} />;
}
