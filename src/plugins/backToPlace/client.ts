import type {ClientModule} from '@docusaurus/types';

// The Navigation API names each history entry and says when the reader goes back or forward. Where a browser lacks it,
// nothing changes: Docusaurus' own scrolling stays.
type EntryNavigation = EventTarget & {currentEntry: {key: string} | null};
type NavigateEvent = Event & {navigationType: 'push' | 'replace' | 'reload' | 'traverse'};

const navigation = typeof window === 'undefined' ? undefined : (window as {navigation?: EntryNavigation}).navigation;
const positions = new Map<string, number>();
let traversing = false;

// `navigate` comes before the page moves: the entry being left still has the reader's position.
navigation?.addEventListener('navigate', (event) => {
  const key = navigation.currentEntry?.key;
  if (key !== undefined) positions.set(key, window.scrollY);
  traversing = (event as NavigateEvent).navigationType === 'traverse';
});

const backToPlace: ClientModule = {
  onRouteDidUpdate() {
    if (!traversing) return;
    traversing = false;
    const key = navigation?.currentEntry?.key;
    const top = key === undefined ? undefined : positions.get(key);
    // After Docusaurus' scrolling, and after Chromium's own: going back to an address with a heading, it scrolls to that
    // heading once the popstate event is handled. The next frame comes before either is painted.
    if (top !== undefined) requestAnimationFrame(() => window.scrollTo(0, top));
  },
};

export default backToPlace;
