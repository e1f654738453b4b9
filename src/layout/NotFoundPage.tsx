import { Box, Button, Stack, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';

/**
 * The 404 page, in place of react-admin's NotFound, whose text is drawn at half opacity (under WCAG's 4.5:1
 * contrast) and whose only way on is the browser's history. The title is the page's h1 (the app bar's).
 */
export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Title title={translate('ra.page.not_found')} />
      <Typography sx={{ mb: 3 }}>{translate('ra.message.not_found')}</Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.history.go(-1)}>
          {translate('ra.action.back')}
        </Button>
        <Button component={Link} to="/">
          {translate('app.auth.not_found_home')}
        </Button>
      </Stack>
    </Box>
  );
}
