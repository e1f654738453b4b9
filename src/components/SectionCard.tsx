import type { ElementType, ReactNode } from 'react';
import { Card, CardContent, Typography, type SxProps, type Theme } from '@mui/material';

/**
 * An outlined card that is a page section named by its heading (aria-labelledby), the heading in its own
 * CardContent and the section's body (a list, a form) right below it.
 */
export function SectionCard({
  id,
  title,
  heading,
  sx,
  headerSx,
  children,
}: {
  id: string;
  title: string;
  heading: ElementType;
  sx: SxProps<Theme>;
  headerSx: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={sx} component="section" aria-labelledby={id}>
      <CardContent sx={headerSx}>
        <Typography variant="h6" component={heading} id={id}>
          {title}
        </Typography>
      </CardContent>
      {children}
    </Card>
  );
}
