import { Box, LinearProgress } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useTranslate } from 'react-admin';

/**
 * Shown in the main area while a view's code or the user's rights load: a thin bar at the top of the content,
 * so the app bar, the sidebar and the page width do not move.
 */
export function ViewLoading() {
  const translate = useTranslate();
  return (
    <Box role="status" data-testid="view-loading" sx={{ minHeight: '60vh' }}>
      <LinearProgress aria-label={translate('ra.page.loading')} />
      <Box component="span" sx={visuallyHidden}>
        {translate('ra.page.loading')}
      </Box>
    </Box>
  );
}
