import { TabbedFormTabs, type TabbedFormTabsProps } from 'react-admin';

/**
 * A TabbedForm's tab bar that shows every tab at every width: the tabs wrap onto a second row instead of scrolling
 * behind arrows (the theme's default for MuiTabs), so a tab marked red by validation is never out of sight
 * (issue 31 item 3). A wrapped row has no place for MUI's sliding indicator, so the selected tab carries its own
 * underline.
 */
export function WrappingFormTabs(props: TabbedFormTabsProps) {
  return (
    <TabbedFormTabs
      {...props}
      variant="standard"
      scrollButtons={false}
      sx={{
        '& .MuiTabs-flexContainer': { flexWrap: 'wrap' },
        '& .MuiTabs-indicator': { display: 'none' },
        '& .MuiTab-root.Mui-selected': { boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.primary.main}` },
        '& .MuiTab-root.error.Mui-selected': {
          boxShadow: (theme) => `inset 0 -2px 0 ${theme.palette.error.main}`,
        },
      }}
    />
  );
}
