import { Card, CardActionArea, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';

const countFormatter = new Intl.NumberFormat('sv-SE');

export interface CountCardProps {
  title: string;
  to: string;
  count: number | undefined;
  loading: boolean;
  error: boolean;
  pending?: number;
}

export function CountCard({ title, to, count, loading, error, pending }: CountCardProps) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" data-testid={`count-card-${to.slice(1)}`}>
      <CardActionArea component={Link} to={to} sx={{ height: '100%' }}>
        <CardContent>
          <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1}>
            <Typography variant="subtitle2" component="h3" color="text.secondary">
              {title}
            </Typography>
            {pending !== undefined && pending > 0 ? (
              <Chip
                size="small"
                color="error"
                label={translate('app.dashboard.pending', { smart_count: pending })}
                data-testid="pending-badge"
              />
            ) : null}
          </Stack>
          {loading ? (
            <Skeleton variant="text" width={60} height={48} aria-label={translate('ra.page.loading')} />
          ) : error ? (
            <Typography color="error" role="alert">
              {translate('app.dashboard.error')}
            </Typography>
          ) : (
            <Typography variant="h4" component="p" data-testid="count">
              {countFormatter.format(count ?? 0)}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
