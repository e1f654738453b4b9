import { svSE } from '@mui/material/locale';
import { createTheme, lighten, type Theme } from '@mui/material/styles';
import { TOUCH_MEDIA } from '../lib/touch';

const TOUCH_TARGET = 44;

const focusRing = (theme: Theme) => ({
  outline: `3px solid ${theme.palette.primary.main}`,
  outlineOffset: 2,
});

/**
 * The app's MUI theme: Swedish component texts, a visible focus ring on everything that takes focus from the
 * keyboard, and touch targets of at least 44×44 px up to 1024 px (WCAG 2.5.5).
 */
export const theme = createTheme(
  {
    palette: { primary: { main: '#1d4ed8' } },
    components: {
      // A client-rendered app knows the screen at its first render (MUI: "Client-side only rendering"). Without it
      // every useMediaQuery (react-admin's and ours) first answers false and renders again: a list at 768 px was
      // built as a grid and rebuilt as the touch list (issue 36).
      MuiUseMediaQuery: { defaultProps: { noSsr: true } },
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          ':is(a, button, summary, [tabindex], [role="button"], [role="tab"]):focus-visible':
            focusRing(theme),
          'tr.RaDatagrid-clickableRow:focus-visible': { ...focusRing(theme), outlineOffset: -3 },
          // react-admin keeps the bulk-action toolbar in the page at zero height when nothing is selected; its
          // buttons must then leave the tab order too.
          '.RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
          // react-admin's toolbar tint (primary.light lightened by 0.8) leaves the red 'Ta bort' at 3.9:1; at 0.94
          // it reaches 4.6:1 (WCAG 1.4.3). `div >` outweighs react-admin's own rule.
          'div > .RaBulkActionsToolbar-toolbar.MuiToolbar-root': {
            backgroundColor: lighten(theme.palette.primary.light, 0.94),
          },
          // Page actions wrap on narrow screens instead of overlapping or widening the page; long values (URLs,
          // hashes) in show views break instead of running off their card.
          '.RaTopToolbar-root': { flexWrap: 'wrap', rowGap: 4 },
          [TOUCH_MEDIA]: {
            'tr.RaDatagrid-clickableRow > td': { height: TOUCH_TARGET },
            // The desktop list's row and page checkboxes.
            'td.MuiTableCell-paddingCheckbox span.MuiCheckbox-root, th.MuiTableCell-paddingCheckbox span.MuiCheckbox-root':
              { padding: 10 },
            // Stand-alone links (not in running text) get a full touch target. A global rule: the same selector
            // in MuiLink's styleOverrides (`:not(p) > &`) did not reach ra-supabase's sign-in and reset links.
            ':not(p, li, td) > a.MuiLink-root': {
              display: 'inline-flex',
              alignItems: 'center',
              minHeight: TOUCH_TARGET,
            },
          },
          '.RaLabeled-root, .RaSimpleShowLayout-stack': { minWidth: 0, overflowWrap: 'anywhere' },
          // The content column may shrink below its widest table: wide tables scroll in their own box, not the page.
          '.RaLayout-content, .RaList-main': { minWidth: 0 },
          '.RaDatagrid-tableWrapper': { overflowX: 'auto' },
        }),
      },
      // react-admin's confirmation dialogs put an alert icon on 'Avbryt', which reads as a warning about
      // cancelling; the cancel button carries its word only.
      RaConfirm: {
        styleOverrides: {
          root: {
            '& .MuiDialogActions-root > .MuiButton-root:not(.ra-confirm) > .MuiButton-startIcon': {
              display: 'none',
            },
          },
        },
      },
      MuiButtonBase: {
        defaultProps: { disableRipple: false },
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }),
        },
      },
      MuiButton: {
        styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET } } },
      },
      MuiIconButton: {
        styleOverrides: { root: { [TOUCH_MEDIA]: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } } },
      },
      MuiCheckbox: {
        // react-admin's row checkboxes put their aria-label on the wrapping <span>, where ARIA forbids it, and
        // leave the <input> unnamed: move it to the input.
        defaultProps: {
          slotProps: {
            input: (ownerState: { 'aria-label'?: string }) =>
              ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
            root: (ownerState: { 'aria-label'?: string }) =>
              ownerState['aria-label'] ? { 'aria-label': undefined } : {},
          } as object,
        },
        styleOverrides: { root: { [TOUCH_MEDIA]: { padding: 10 } } },
      },
      MuiRadio: {
        styleOverrides: { root: { [TOUCH_MEDIA]: { padding: 10 } } },
      },
      MuiSwitch: {
        // MUI 7.3's Switch passes `slotProps.input = { role: 'switch' }` to its base, which then drops `inputProps`
        // (and with it the aria-label): hand both to the input.
        defaultProps: {
          slotProps: {
            input: (ownerState: { inputProps?: object }) => ({ role: 'switch', ...ownerState.inputProps }),
          } as object,
        },
        styleOverrides: {
          root: { [TOUCH_MEDIA]: { height: TOUCH_TARGET + 4, padding: 14 } },
          switchBase: { [TOUCH_MEDIA]: { padding: 12 } },
        },
      },
      MuiToggleButton: {
        styleOverrides: {
          root: {
            minWidth: 24,
            minHeight: 24,
            [TOUCH_MEDIA]: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET },
          },
        },
      },
      MuiCircularProgress: {
        defaultProps: { 'aria-label': 'Laddar' } as object,
      },
      MuiLinearProgress: {
        defaultProps: { 'aria-label': 'Laddar' } as object,
      },
      MuiTableSortLabel: {
        styleOverrides: {
          root: { minHeight: 24, [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET } },
        },
      },
      MuiTab: {
        styleOverrides: { root: { minHeight: 48 } },
      },
      MuiMenuItem: {
        styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET } } },
      },
      MuiListItemButton: {
        styleOverrides: { root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET } } },
      },
      MuiChip: {
        styleOverrides: {
          root: ({ ownerState }) =>
            ownerState.clickable || ownerState.onDelete ? { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET } } : {},
        },
      },
      MuiLink: {
        styleOverrides: {
          root: ({ theme }) => ({
            '&:focus-visible': focusRing(theme),
          }),
        },
      },
      MuiInputBase: {
        styleOverrides: {
          root: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET } },
        },
      },
      MuiPaginationItem: {
        // react-admin's desktop pagination (MUI Pagination, size small: 26 px).
        styleOverrides: { root: { [TOUCH_MEDIA]: { minWidth: TOUCH_TARGET, height: TOUCH_TARGET } } },
      },
      MuiTablePagination: {
        styleOverrides: {
          actions: {
            [TOUCH_MEDIA]: { '& .MuiIconButton-root': { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } },
          },
          select: { [TOUCH_MEDIA]: { minHeight: TOUCH_TARGET, display: 'flex', alignItems: 'center' } },
        },
      },
      MuiFormHelperText: {
        // Room between a helper text and the next field's label.
        styleOverrides: { root: { marginBottom: 4 } },
      },
      MuiTabs: {
        defaultProps: { variant: 'scrollable', scrollButtons: true, allowScrollButtonsMobile: true },
      },
      // Menus, selects' lists and popovers (the filter menu, the column chooser) are portalled to the end of
      // <body>, outside every landmark (axe: region). Their root becomes a named region, so what they show is
      // inside a landmark; focus, the modal's aria-hidden and the scroll lock stay as MUI does them.
      MuiPopover: {
        defaultProps: { slotProps: { root: { role: 'region', 'aria-label': 'Meny' } as object } },
      },
    },
  },
  svSE,
);
