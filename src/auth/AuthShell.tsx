import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The landmark and headings every signed-out page carries (WCAG 1.3.1, axe `landmark-one-main`,
 * `page-has-heading-one`): a `main` around the page and the product name as its h1, the page's own title as h2.
 */
export function AuthShell({ children }: { children: ReactNode }) {
  return <Box component="main">{children}</Box>;
}

export function AuthHeading({ title }: { title: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', px: 2, pt: 1 }}>
      <Typography component="h1" variant="h5">
        {translate('app.auth.product_name')}
      </Typography>
      <Typography component="h2" variant="subtitle1" color="text.secondary">
        {title}
      </Typography>
    </Box>
  );
}
