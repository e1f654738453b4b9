// The stock app's dashboard, the way react-admin's docs build one ("Dashboard", the demo's counters): a card per
// counted table, each number from its own useGetList with one row per page and its `total` (ra-supabase's getList
// asks PostgREST for an exact count), and the '{n} väntar' badge of the pending expert inquiries likewise. The
// same six tables and badge as the admin's dashboard, so the benches' first screens compare like with like.
import { Card, CardContent, Chip, Grid, Typography } from '@mui/material';
import { Title, useGetList } from 'react-admin';

const COUNTED = [
  ['credit_cards', 'Kreditkort'],
  ['banks', 'Banker'],
  ['networks', 'Kortnätverk'],
  ['news_articles', 'Nyheter'],
  ['blog_posts', 'Blogg'],
  ['expert_inquiries', 'Expertfrågor'],
] as const;

const ONE_ROW = { page: 1, perPage: 1 };

function PendingBadge() {
  const { total } = useGetList('expert_inquiries', { pagination: ONE_ROW, filter: { status: 'pending' } });
  return total ? (
    <Chip size="small" color="error" label={`${total} väntar`} data-testid="pending-badge" />
  ) : null;
}

function CountCard({ resource, title }: { resource: string; title: string }) {
  const { total, isPending } = useGetList(resource, { pagination: ONE_ROW });
  return (
    <Card variant="outlined" data-testid={`count-card-${resource}`}>
      <CardContent>
        <Typography variant="subtitle2" component="h3">
          {title} {resource === 'expert_inquiries' && <PendingBadge />}
        </Typography>
        {isPending ? null : (
          <Typography variant="h4" component="p" data-testid="count">
            {total}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export function Dashboard() {
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title="Översikt" />
      {COUNTED.map(([resource, title]) => (
        <Grid key={resource} size={{ xs: 12, sm: 6, lg: 4 }}>
          <CountCard resource={resource} title={title} />
        </Grid>
      ))}
    </Grid>
  );
}
