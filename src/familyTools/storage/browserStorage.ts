/**
 * localStorage as the family tools use it: every access may throw (storage turned off, private browsing, a full
 * quota), and each failure is an answer, never an exception. Components read an item with `useStoredItem`, which
 * follows changes made on this page and, through the `storage` event, in other tabs. Browser only, except the hook's
 * server value.
 */
import {startTransition, useEffect, useState} from 'react';

const pageListeners = new Map<string, Set<() => void>>();
const notify = (key: string) => pageListeners.get(key)?.forEach((listener) => listener());

/** The stored value; null when nothing is stored; undefined when storage cannot be read at all. */
export function readItem(key: string): string | null | undefined {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return undefined;
  }
}

/** Whether the value was kept: false when storage is off or full. */
export function writeItem(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    return false;
  }
  notify(key);
  return true;
}

export function removeItem(key: string): boolean {
  try {
    window.localStorage.removeItem(key);
  } catch {
    return false;
  }
  notify(key);
  return true;
}

function subscribe(key: string, onChange: () => void): () => void {
  const fromOtherTabs = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  window.addEventListener('storage', fromOtherTabs);
  const listeners = pageListeners.get(key) ?? new Set();
  pageListeners.set(key, listeners.add(onChange));
  return () => {
    window.removeEventListener('storage', fromOtherTabs);
    listeners.delete(onChange);
  };
}

/** Before hydration (and on the server) there is no stored value yet: the page renders as it does without JavaScript. */
export const notRead = Symbol('not read');

/** The item's current value, as `readItem` gives it, kept up to date; `notRead` until the page has hydrated. */
export function useStoredItem(key: string): string | null | undefined | typeof notRead {
  // Paired with its key, so that a new key reads `notRead` until its own value is in.
  const [stored, setStored] = useState<{key: string; value: string | null | undefined} | null>(null);
  useEffect(() => {
    const update = () => setStored({key, value: readItem(key)});
    // The first read after hydration is a transition: a long guide's dozen checklists then re-render in slices, not
    // in one blocking task (useSyncExternalStore re-renders synchronously when the value differs from the server's).
    startTransition(update);
    return subscribe(key, update);
  }, [key]);
  return stored?.key === key ? stored.value : notRead;
}
