import GavelIcon from '@mui/icons-material/Gavel';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { SectionCard } from '../components/SectionCard';
import RateReviewIcon from '@mui/icons-material/RateReview';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import EventIcon from '@mui/icons-material/Event';
import HistoryIcon from '@mui/icons-material/History';
import UpdateIcon from '@mui/icons-material/Update';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { Link } from 'react-router-dom';
import { useTodoSummary } from './useTodoSummary';
import { OLDEST_INQUIRY, TODO_ITEMS, todoLink, type TodoItem } from './todoItems';

const ICONS: Record<string, typeof RateReviewIcon> = {
  reviews: RateReviewIcon,
  'stale-examples': UpdateIcon,
  news: EventIcon,
  blog: EventIcon,
  changes: HistoryIcon,
  'links-broken': LinkOffIcon,
  'links-redirected': AltRouteIcon,
  'card-rules': GavelIcon,
  proposals: FactCheckIcon,
};

/** '3 dagar', '5 timmar', 'under en timme' since a moment. */
export function ageText(translate: TranslateFunction, since: Date, now = new Date()): string {
  const hours = Math.floor((now.getTime() - since.getTime()) / 3_600_000);
  if (hours < 1) return translate('app.todo.age.under_an_hour');
  if (hours < 48) return translate('app.todo.age.hours', { smart_count: hours });
  return translate('app.todo.age.days', { smart_count: Math.floor(hours / 24) });
}

/** Shown for a number until the summary arrives: the line keeps its text, its place and its size. */
const PENDING = '…';

/**
 * One line, rendered at once with '…' for its number and its final link structure, so that the answer only
 * changes the text of elements already painted (the largest contentful paint does not wait for the request).
 */
function TodoLine({
  testId,
  to,
  text,
  icon: Icon,
  warn,
  error,
  data,
}: {
  testId: string;
  to: string;
  text: string;
  icon: typeof RateReviewIcon;
  warn: boolean;
  error: boolean;
  data?: Record<string, string | number>;
}) {
  return (
    <ListItemButton component={Link} to={to} data-testid={testId} sx={{ minHeight: 48 }} {...data}>
      <ListItemIcon>
        <Icon color={warn ? 'warning' : 'action'} />
      </ListItemIcon>
      <ListItemText primary={text} primaryTypographyProps={error ? { color: 'error' } : undefined} />
    </ListItemButton>
  );
}

function TodoCountItem({ item }: { item: TodoItem }) {
  const translate = useTranslate();
  const query = useTodoSummary((s) => ({ count: s.todo[item.key], to: todoLink(item, new Date(s.at)) }));
  const count = query.data?.count;
  return (
    <TodoLine
      testId={`todo-${item.key}`}
      to={query.data?.to ?? todoLink(item, new Date())}
      icon={ICONS[item.key] ?? HistoryIcon}
      warn={count !== undefined && count > 0 && item.key !== 'changes'}
      error={query.isError}
      text={
        query.isError
          ? translate('app.dashboard.error')
          : translate(item.label, { smart_count: count ?? PENDING })
      }
      data={count === undefined ? undefined : { 'data-count': count }}
    />
  );
}

/**
 * A line in its list item; a line shown only while its count is above zero keeps its placeholder until the summary
 * answers (so the panel keeps its size when there is something to do) and is left out when the answer is zero.
 */
function TodoCountListItem({ item }: { item: TodoItem }) {
  const query = useTodoSummary((s) => s.todo[item.key]);
  if (item.onlyWhenAny && query.data !== undefined && !(Number(query.data) > 0)) return null;
  return (
    <li>
      <TodoCountItem item={item} />
    </li>
  );
}

function OldestInquiryItem() {
  const translate = useTranslate();
  const query = useTodoSummary((s) => ({
    oldest: s.oldest_pending_inquiry,
    to: todoLink(OLDEST_INQUIRY, new Date(s.at)),
  }));
  const oldest = query.data?.oldest;
  const text = query.isError
    ? translate('app.todo.inquiries_error')
    : query.isPending
      ? translate(OLDEST_INQUIRY.label, { age: PENDING })
      : oldest
        ? translate(OLDEST_INQUIRY.label, { age: ageText(translate, new Date(oldest)) })
        : translate('app.todo.no_inquiries');
  return (
    <TodoLine
      testId="todo-oldest-inquiry"
      to={query.data?.to ?? todoLink(OLDEST_INQUIRY, new Date())}
      icon={HourglassBottomIcon}
      warn={Boolean(oldest)}
      error={query.isError}
      text={text}
      data={query.isSuccess ? { 'data-since': oldest ?? '' } : undefined}
    />
  );
}

/** Att göra: what needs an admin now, each line linking to the filtered list. */
export function TodoPanel() {
  const [reviews, ...rest] = TODO_ITEMS;
  const { isPending } = useTodoSummary(() => null);
  return (
    <SectionCard id="todo-heading" title="app.todo.title" heading="h3" sx={{ mt: 3 }} headerSx={{ pb: 1 }}>
      <List dense disablePadding aria-busy={isPending}>
        <li>
          <TodoCountItem item={reviews} />
        </li>
        <li>
          <OldestInquiryItem />
        </li>
        {rest.map((item) => (
          <TodoCountListItem key={item.key} item={item} />
        ))}
      </List>
    </SectionCard>
  );
}
