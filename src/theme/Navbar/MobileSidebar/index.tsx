import React, {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

/** What the open menu covers: the page under it and the navbar's own bar. */
const covered = ['#__docusaurus > :not(nav)', '.navbar__inner'];

// The open phone menu is a dialog in all but name (usability round 13): focus moves into it (round 16: it stayed on
// the toggle, which the menu covers), Esc closes it and gives focus back to its toggle, and Tab stays inside it, since
// what it covers is inert while it is open.
export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  useEffect(() => {
    if (!shown) return undefined;
    const elements = covered.flatMap((selector) => Array.from(document.querySelectorAll<HTMLElement>(selector)));
    elements.forEach((element) => element.setAttribute('inert', ''));
    // Once the menu can take focus: its slide-in starts hidden (visibility is one of the properties it animates).
    let frame = 0;
    const focusWhenShown = (frames: number) => {
      const close = document.querySelector<HTMLElement>('.navbar-sidebar__close');
      if (close && getComputedStyle(close).visibility === 'visible') close.focus();
      else if (frames > 0) frame = requestAnimationFrame(() => focusWhenShown(frames - 1));
    };
    focusWhenShown(60);
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      elements.forEach((element) => element.removeAttribute('inert'));
      toggle();
      document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', closeOnEscape);
      elements.forEach((element) => element.removeAttribute('inert'));
    };
  }, [shown, toggle]);
  return <MobileSidebar {...props} />;
}
