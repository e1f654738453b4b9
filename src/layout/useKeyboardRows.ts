import { useEffect, type RefObject } from 'react';

const CLICKABLE_ROW = 'tr.RaDatagrid-clickableRow';

/**
 * react-admin's Datagrid opens a record when its row is clicked, but the row takes no focus, so a keyboard user
 * cannot open anything from a desktop list. Makes those rows focusable and opens them with Enter.
 */
export function useKeyboardRows(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const mark = () => {
      root.querySelectorAll<HTMLTableRowElement>(`${CLICKABLE_ROW}:not([tabindex])`).forEach((row) => {
        row.tabIndex = 0;
      });
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.key !== 'Enter' || !target.matches(CLICKABLE_ROW)) return;
      event.preventDefault();
      // The first cell, not the row: a click on the row itself would land on its selection checkbox's cell.
      (target.querySelector<HTMLElement>('td:not(.MuiTableCell-paddingCheckbox)') ?? target).click();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', onKeyDown);
    };
  }, [container]);
}
