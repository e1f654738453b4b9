import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { MAIN_CONTENT_ID } from './SkipLink';

/**
 * After an in-app navigation that took the focused element away (signing in, opening a record from a list row) the
 * focus fell to <body>, so the next Tab started again at the top bar and a screen reader announced nothing: it moves
 * to the page's heading (else its main content) instead (issue 31). A page load or Back (POP) keeps the browser's own start, where the
 * first Tab reaches the skip link; a focus that is still on something is left alone.
 */
export function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const main = document.getElementById(MAIN_CONTENT_ID);
      // The page's heading when it has one, so a screen reader says where the admin landed; else the content.
      const heading = main?.querySelector<HTMLElement>('h1');
      if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      (heading ?? main)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, navigationType]);
}

/** useFocusMainOnNavigate in a child of its own, so that a navigation re-renders it and not the whole layout. */
export function FocusMainOnNavigate() {
  useFocusMainOnNavigate();
  return null;
}
