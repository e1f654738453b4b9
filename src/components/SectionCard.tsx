import type { ElementType, ReactNode } from 'react';
import { Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * An outlined card that is a page section named by its heading (aria-labelledby), the heading in its own
 * CardContent and the section's body (a list, a form) right below it.
 */
export function SectionCard({
  id,
  title,
  heading = 'h2',
  sx,
  headerSx,
  children,
}: {
  id: string;
  /** The heading's i18n key. */
  title: string;
  /** The heading's element (h2 unless the page has its own h2 above). */
  heading?: ElementType;
  sx: SxProps<Theme>;
  headerSx: SxProps<Theme>;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={sx} component="section" aria-labelledby={id}>
      <CardContent sx={headerSx}>
        <Typography variant="h6" component={heading} id={id}>
          {translate(title)}
        </Typography>
      </CardContent>
      {children}
    </Card>
  );
}
