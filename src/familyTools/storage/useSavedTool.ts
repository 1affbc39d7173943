import {useCallback, useEffect, useMemo, useState} from 'react';
import {notRead, readItem, removeItem, useStoredItem, writeItem} from './browserStorage';
import {readStored, serialize, type ToolFormat} from './savedTool';

/**
 * What is wrong with keeping the data: `corrupt` (the stored value is unreadable) and `newer` (a later version of the
 * site stored it) keep the stored value untouched until the reader starts over or loads a file; `not-kept` means
 * this browser keeps nothing. In all three the tool works for the visit, from memory.
 */
export type StorageProblem = 'corrupt' | 'newer' | 'not-kept' | null;

export type SavedTool<T> = {
  /** False until the page has hydrated: the tools render nothing before (and without JavaScript). */
  ready: boolean;
  data: T;
  problem: StorageProblem;
  /** True after a change was not kept because reading it back would fail (say, a field over `maxTextLength`). */
  refusedChange: boolean;
  /** The stored text while it cannot be read (`corrupt`, `newer`): „Mentés fájlba” saves it as it is. */
  unreadableRaw: string | null;
  update: (next: T) => void;
  /** Replaces everything, also a value the tool could not read: starting over, or a loaded file. */
  replace: (next: T) => void;
  clear: () => void;
};

/** One tool's data, kept in localStorage under `key`, read and written through `format`, shared by every tab. */
export function useSavedTool<T>(format: ToolFormat<T>, key: string): SavedTool<T> {
  const raw = useStoredItem(key);
  // The form is drawn in a task of its own after hydration, so that hydrating the page stays one short task.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDrawn(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  const [memory, setMemory] = useState<T | null>(null);
  const [refused, setRefused] = useState(false);
  const [refusedChange, setRefusedChange] = useState(false);
  const empty = useMemo(() => format.empty(), [format]);
  const stored = useMemo(
    () => (raw === notRead || raw === undefined ? ({status: 'empty'} as const) : readStored(raw, format)),
    [format, raw],
  );
  const unreadable = stored.status === 'corrupt' || stored.status === 'newer';
  const problem: StorageProblem = refused || raw === undefined ? 'not-kept' : unreadable ? stored.status : null;

  const write = useCallback(
    (next: T, overwrite: boolean) => {
      // A value stored that reading would refuse makes the whole tool look lost on the next visit: it is not kept.
      if (readStored(serialize(next, format), format).status !== 'ok') {
        setRefusedChange(true);
        return;
      }
      setRefusedChange(false);
      const keep = !refused && readItem(key) !== undefined && (overwrite || !unreadable);
      if (keep && writeItem(key, serialize(next, format))) {
        setMemory(null);
        return;
      }
      if (keep) setRefused(true);
      setMemory(next);
    },
    [format, key, refused, unreadable],
  );

  return {
    ready: drawn && raw !== notRead,
    data: memory ?? (stored.status === 'ok' ? stored.data : empty),
    problem,
    refusedChange,
    unreadableRaw: unreadable && typeof raw === 'string' ? raw : null,
    update: useCallback((next: T) => write(next, false), [write]),
    replace: useCallback((next: T) => write(next, true), [write]),
    clear: useCallback(() => {
      if (!refused && removeItem(key)) setMemory(null);
      else setMemory(format.empty());
    }, [format, key, refused]),
  };
}
