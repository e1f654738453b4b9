import type { ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

export interface CountCardProps {
  title: string;
  to: string;
  /** The number (or its placeholder or error): its own component, so that its answer re-renders only itself. */
  count: ReactNode;
  /** Beside the title, e.g. the '{n} väntar' badge. */
  badge?: ReactNode;
}

export function CountCard({ title, to, count, badge }: CountCardProps) {
  return (
    <Card variant="outlined" data-testid={`count-card-${to.slice(1)}`}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
            <Typography variant="subtitle2" component="h3" color="text.secondary">
              {title}
            </Typography>
            {badge}
          </Stack>
          {count}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
