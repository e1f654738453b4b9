import { useEffect } from 'react';

export const isSaveShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 's' && (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey;

/**
 * Ctrl/Cmd+S saves the open form: it presses the form's own save button (react-admin's SaveButton, type=submit),
 * so validation, the version check and the notice are those of a click; a form with nothing changed (its save
 * button disabled) stays as it is. The browser's "save page" dialog never opens inside the back office.
 * The form is the one holding the focus, else the one in an open dialog, else the page's.
 */
export function useSaveShortcut() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      const focused = (event.target as HTMLElement | null)?.closest?.('form');
      const form =
        focused ??
        document.querySelector<HTMLFormElement>('[role=dialog] form') ??
        document.querySelector<HTMLFormElement>('main form');
      const save = form?.querySelector<HTMLButtonElement>('button[type=submit]');
      if (save && !save.disabled) save.click();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
