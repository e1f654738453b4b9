import {
  Card,
  CardContent,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import RateReviewIcon from '@mui/icons-material/RateReview';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import EventIcon from '@mui/icons-material/Event';
import HistoryIcon from '@mui/icons-material/History';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { supabaseClient } from '../providers/supabaseClient';
import { LIVE_REFRESH } from './liveRefresh';
import { TODO_ITEMS, type TodoItem } from './todoItems';

const client = supabaseClient as unknown as SupabaseClient;
const ICONS: Record<string, typeof RateReviewIcon> = {
  reviews: RateReviewIcon,
  'stale-examples': WarningAmberIcon,
  news: EventIcon,
  blog: EventIcon,
  changes: HistoryIcon,
};

/** '3 dagar', '5 timmar', 'under en timme' since a moment. */
export function ageText(since: Date, now = new Date()): string {
  const hours = Math.floor((now.getTime() - since.getTime()) / 3_600_000);
  if (hours < 1) return 'under en timme';
  if (hours < 48) return `${hours} ${hours === 1 ? 'timme' : 'timmar'}`;
  return `${Math.floor(hours / 24)} dagar`;
}

function TodoCountItem({ item }: { item: TodoItem }) {
  const query = useQuery({
    queryKey: ['todo', item.key],
    queryFn: async () => {
      const now = new Date();
      const { count, error } = await item.count(client, now);
      if (error) throw error;
      return { count: count ?? 0, to: item.to(now) };
    },
    ...LIVE_REFRESH,
  });
  const Icon = ICONS[item.key] ?? HistoryIcon;
  if (query.isPending) return <Skeleton height={48} aria-label="Laddar" />;
  if (query.isError)
    return (
      <ListItemText
        sx={{ px: 2 }}
        primary="Kunde inte hämta antalet"
        primaryTypographyProps={{ color: 'error' }}
      />
    );
  return (
    <ListItemButton
      component={Link}
      to={query.data.to}
      data-testid={`todo-${item.key}`}
      data-count={query.data.count}
    >
      <ListItemIcon>
        <Icon color={query.data.count > 0 && item.key !== 'changes' ? 'warning' : 'action'} />
      </ListItemIcon>
      <ListItemText primary={item.label(query.data.count)} />
    </ListItemButton>
  );
}

function OldestInquiryItem() {
  const query = useQuery({
    queryKey: ['todo', 'oldest-inquiry'],
    queryFn: async () => {
      const { data, error } = await client
        .from('expert_inquiries')
        .select('created_at')
        .eq('status', 'pending')
        .order('created_at', { ascending: true })
        .limit(1);
      if (error) throw error;
      return (data[0]?.created_at as string | undefined) ?? null;
    },
    ...LIVE_REFRESH,
  });
  if (query.isPending) return <Skeleton height={48} aria-label="Laddar" />;
  if (query.isError)
    return (
      <ListItemText
        sx={{ px: 2 }}
        primary="Kunde inte hämta förfrågningarna"
        primaryTypographyProps={{ color: 'error' }}
      />
    );
  const to = `/inquiries?${new URLSearchParams({ filter: JSON.stringify({ status: 'pending' }), sort: 'created_at', order: 'ASC' })}`;
  return (
    <ListItemButton component={Link} to={to} data-testid="todo-oldest-inquiry" data-since={query.data ?? ''}>
      <ListItemIcon>
        <HourglassBottomIcon color={query.data ? 'warning' : 'action'} />
      </ListItemIcon>
      <ListItemText
        primary={
          query.data
            ? `Äldsta obesvarade expertförfrågan har väntat i ${ageText(new Date(query.data))}`
            : 'Inga expertförfrågningar väntar'
        }
      />
    </ListItemButton>
  );
}

/** Att göra: what needs an admin now, each line linking to the filtered list. */
export function TodoPanel() {
  const [reviews, ...rest] = TODO_ITEMS;
  return (
    <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-labelledby="todo-heading">
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h3" id="todo-heading">
          Att göra
        </Typography>
      </CardContent>
      <List dense disablePadding>
        <li>
          <TodoCountItem item={reviews} />
        </li>
        <li>
          <OldestInquiryItem />
        </li>
        {rest.map((item) => (
          <li key={item.key}>
            <TodoCountItem item={item} />
          </li>
        ))}
      </List>
    </Card>
  );
}
