// The screens, dialogs and measurements live with bench:a11y (scripts/support/audit.ts); the browser tests share them.
export * from '../../../scripts/support/audit.ts';
