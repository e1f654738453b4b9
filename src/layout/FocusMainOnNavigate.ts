import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { MAIN_CONTENT_ID } from './SkipLink';

/**
 * After an in-app navigation that took the focused element away (signing in, opening a record from a list row) the
 * focus fell to <body>, so the next Tab started again at the top bar and a screen reader announced nothing: it moves
 * to the page's main content instead (issue 31). A page load or Back (POP) keeps the browser's own start, where the
 * first Tab reaches the skip link; a focus that is still on something is left alone.
 *
 * The element that had the focus may go only later: the opened view renders in a transition (lazyView.ts) and, when
 * its chunk or the device is slow, the list row that was tapped stays mounted (and focused) for a while after the
 * route changed. So the focused element is watched until it leaves the document or the route changes again.
 */
export function useFocusMainOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP') return;
    const focusMainIfLost = () => {
      if (document.activeElement && document.activeElement !== document.body) return false;
      document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
      return true;
    };
    let observer: MutationObserver | undefined;
    const frame = requestAnimationFrame(() => {
      if (focusMainIfLost()) return;
      const focused = document.activeElement;
      observer = new MutationObserver(() => {
        if (focused?.isConnected) return;
        observer?.disconnect();
        focusMainIfLost();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [pathname, navigationType]);
}

/** useFocusMainOnNavigate in a child of its own, so that a navigation re-renders it and not the whole layout. */
export function FocusMainOnNavigate() {
  useFocusMainOnNavigate();
  return null;
}
