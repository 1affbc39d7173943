import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {notRead, readItem, useStoredItem, writeItem} from '@site/src/familyTools/storage/browserStorage';
import {checklistStorageKey, readTicks, writeTicks} from '@site/src/familyTools/storage/checklistKeys';
import styles from './styles.module.css';

/**
 * A Markdown checklist a reader can tick. src/familyTools/rehype/tickableTaskLists.ts puts every `- [ ] …` list of a page in
 * `<TickableChecklist>` and its checkboxes in `<TickableCheckbox>`, so only pages with a checklist load this.
 * Until React has hydrated (and without JavaScript) the boxes stay the disabled ones Markdown writes. A box ticked in
 * the Markdown (`- [x]`) shows ticked only until then: what the reader ticks is what counts.
 */

type Checklist = {
  ready: boolean;
  ticked: ReadonlySet<string>;
  register: (key: string) => () => void;
  toggle: (key: string, ticked: boolean) => void;
};

const ChecklistContext = createContext<Checklist | null>(null);

export function TickableChecklist({children}: {children: ReactNode}): ReactNode {
  const storageKey = checklistStorageKey(useLocation().pathname);
  const raw = useStoredItem(storageKey);
  const ready = raw !== notRead;
  // Where ticks live once storage has refused one: this visit only.
  const [memory, setMemory] = useState<ReadonlySet<string> | null>(null);
  const [items, setItems] = useState<ReadonlySet<string>>(new Set());

  const stored = raw === notRead || raw === undefined ? [] : readTicks(raw);
  const ticked = useMemo(
    () => memory ?? new Set((raw === notRead || raw === undefined ? [] : readTicks(raw)) ?? []),
    [memory, raw],
  );
  const notKept = memory !== null || raw === undefined;
  const corrupt = !notKept && stored === null;

  const register = useCallback((key: string) => {
    setItems((current) => new Set(current).add(key));
    return () =>
      setItems((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
  }, []);

  /** Keeps this list's ticks `next` with the page's other lists' stored ticks. */
  const keep = useCallback(
    (next: ReadonlySet<string>) => {
      if (memory === null) {
        const now = readItem(storageKey);
        const others = (now ? (readTicks(now) ?? []) : []).filter((key) => !items.has(key));
        const mine = [...next].filter((key) => items.has(key));
        if (writeItem(storageKey, writeTicks([...others, ...mine]))) return;
      }
      setMemory(next);
    },
    [items, memory, storageKey],
  );

  const checklist = useMemo<Checklist>(
    () => ({
      ready,
      ticked,
      register,
      toggle: (key, tick) => {
        const next = new Set(ticked);
        if (tick) next.add(key);
        else next.delete(key);
        keep(next);
      },
    }),
    [keep, ready, register, ticked],
  );

  const done = [...items].filter((key) => ticked.has(key)).length;
  return (
    <ChecklistContext.Provider value={checklist}>
      <div className={styles.checklist}>
        {children}
        {ready && (
          <div className={styles.bar}>
            <p role="status" className={styles.progress}>
              {translate(
                {id: 'familyTools.checklist.progress', message: '{done} / {total} kész'},
                {done, total: items.size},
              )}
              {corrupt &&
                ` ${translate({
                  id: 'familyTools.checklist.corrupt',
                  message: 'A korábbi pipákat nem tudtuk beolvasni, a lista üresen indul.',
                })}`}
              {notKept &&
                ` ${translate({
                  id: 'familyTools.checklist.notKept',
                  message: 'Ez a böngésző most nem őrzi meg a pipákat: csak erre a látogatásra szólnak.',
                })}`}
            </p>
            <button
              type="button"
              className={`button button--sm button--secondary ${styles.reset}`}
              disabled={done === 0}
              onClick={() => {
                // As the agreement's and the log's „Újrakezdés” do (usability round 27: only this one cleared at once).
                const question = translate({id: 'familyTools.checklist.confirmReset', message: 'Törlöd a pipákat?'});
                if (window.confirm(question)) keep(new Set([...ticked].filter((key) => !items.has(key))));
              }}>
              {translate({id: 'familyTools.checklist.reset', message: 'Pipák törlése'})}
            </button>
          </div>
        )}
      </div>
    </ChecklistContext.Provider>
  );
}

type BoxProps = {label: string; itemKey: string; defaultChecked?: boolean; children?: ReactNode};

// The label spans the row, so a tap right of a short item's words ticks it too (usability round 27), its first line
// beside the box (round 28: a block's baseline is its last line's). Inline, not in the stylesheet every page loads: the
// box's margins take no width, so the label fits beside it.
const wholeRow: CSSProperties = {display: 'inline-block', width: '100%', verticalAlign: 'top'};

/** The item's box and its words, in a `<label>`: tapping the words ticks it too. */
export function TickableCheckbox({label, itemKey, defaultChecked = false, children}: BoxProps): ReactNode {
  const checklist = useContext(ChecklistContext);
  const register = checklist?.register;
  useEffect(() => register?.(itemKey), [register, itemKey]);
  const id = useId();
  const ready = checklist?.ready ?? false;
  return (
    <>
      <input
        id={id}
        type="checkbox"
        className={styles.box}
        aria-label={label}
        disabled={!ready}
        checked={ready ? checklist!.ticked.has(itemKey) : defaultChecked}
        onChange={(event) => checklist?.toggle(itemKey, event.target.checked)}
      />
      <label htmlFor={id} style={wholeRow}>
        {children}
      </label>
    </>
  );
}
