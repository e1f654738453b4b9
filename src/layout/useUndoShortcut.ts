import { useEffect } from 'react';

/**
 * Keyboard undo: while an undoable notice is open, Ctrl+Z (Cmd+Z) presses its 'Ångra' (react-admin's
 * RaNotification-undo button), except in a text field, where the shortcut keeps undoing the typing. The notice
 * says so (resources.cards.message.toggled_on, app.notification.saved_undoable), and its role=alert reads it out.
 */
export function useUndoShortcut() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'z' || !(event.ctrlKey || event.metaKey) || event.shiftKey) return;
      if (
        (event.target as HTMLElement).closest?.(
          'textarea, [contenteditable=true], input:not([type=checkbox])',
        )
      )
        return;
      const undo = document.querySelector<HTMLButtonElement>('.RaNotification-undo');
      if (!undo) return;
      event.preventDefault();
      undo.click();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
