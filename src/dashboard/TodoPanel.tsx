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
import UpdateIcon from '@mui/icons-material/Update';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useTranslate, type TranslateFunction } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppDataProvider } from '../providers/dataProvider';
import { LIVE_REFRESH } from './liveRefresh';
import { OLDEST_INQUIRY, TODO_ITEMS, todoLink, type TodoItem } from './todoItems';

const ICONS: Record<string, typeof RateReviewIcon> = {
  reviews: RateReviewIcon,
  'stale-examples': UpdateIcon,
  news: EventIcon,
  blog: EventIcon,
  changes: HistoryIcon,
};

/** '3 dagar', '5 timmar', 'under en timme' since a moment. */
export function ageText(translate: TranslateFunction, since: Date, now = new Date()): string {
  const hours = Math.floor((now.getTime() - since.getTime()) / 3_600_000);
  if (hours < 1) return translate('app.todo.age.under_an_hour');
  if (hours < 48) return translate('app.todo.age.hours', { smart_count: hours });
  return translate('app.todo.age.days', { smart_count: Math.floor(hours / 24) });
}

function TodoCountItem({ item }: { item: TodoItem }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['todo', item.key],
    queryFn: async () => {
      const now = new Date();
      const count = await dataProvider.getCount(item.resource, { filter: item.filter(now) });
      return { count, to: todoLink(item, now) };
    },
    ...LIVE_REFRESH,
  });
  const Icon = ICONS[item.key] ?? HistoryIcon;
  if (query.isPending) return <Skeleton height={48} aria-label={translate('ra.page.loading')} />;
  if (query.isError)
    return (
      <ListItemText
        sx={{ px: 2 }}
        primary={translate('app.dashboard.error')}
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
      <ListItemText primary={translate(item.label, { smart_count: query.data.count })} />
    </ListItemButton>
  );
}

function OldestInquiryItem() {
  const translate = useTranslate();
  const now = new Date();
  const query = useGetList<{ id: number; created_at: string }>(
    OLDEST_INQUIRY.resource,
    {
      filter: OLDEST_INQUIRY.filter(now),
      sort: OLDEST_INQUIRY.sort,
      pagination: { page: 1, perPage: 1 },
      meta: { columns: ['id', 'created_at'] },
    },
    LIVE_REFRESH,
  );
  if (query.isPending) return <Skeleton height={48} aria-label={translate('ra.page.loading')} />;
  if (query.isError)
    return (
      <ListItemText
        sx={{ px: 2 }}
        primary={translate('app.todo.inquiries_error')}
        primaryTypographyProps={{ color: 'error' }}
      />
    );
  const oldest = query.data?.[0]?.created_at ?? null;
  const to = todoLink(OLDEST_INQUIRY, now);
  return (
    <ListItemButton component={Link} to={to} data-testid="todo-oldest-inquiry" data-since={oldest ?? ''}>
      <ListItemIcon>
        <HourglassBottomIcon color={oldest ? 'warning' : 'action'} />
      </ListItemIcon>
      <ListItemText
        primary={
          oldest
            ? translate(OLDEST_INQUIRY.label, { age: ageText(translate, new Date(oldest)) })
            : translate('app.todo.no_inquiries')
        }
      />
    </ListItemButton>
  );
}

/** Att göra: what needs an admin now, each line linking to the filtered list. */
export function TodoPanel() {
  const translate = useTranslate();
  const [reviews, ...rest] = TODO_ITEMS;
  return (
    <Card variant="outlined" sx={{ mt: 3 }} component="section" aria-labelledby="todo-heading">
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="h6" component="h3" id="todo-heading">
          {translate('app.todo.title')}
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
