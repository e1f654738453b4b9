import type { ComponentType } from 'react';
import type { ResourceCallbacks } from 'react-admin';
import type { SupabaseClient } from '@supabase/supabase-js';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import HubIcon from '@mui/icons-material/Hub';
import CategoryIcon from '@mui/icons-material/Category';
import RateReviewIcon from '@mui/icons-material/RateReview';
import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import ChatIcon from '@mui/icons-material/Chat';
import CookieIcon from '@mui/icons-material/Cookie';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import ArticleIcon from '@mui/icons-material/Article';
import type { ResourceViews } from './types';
import { cardsViews } from './cards';
import { banksViews } from './banks';
import { networksViews } from './networks';
import { categoriesViews } from './categories';
import { reviewsViews } from './reviews';
import { inquiriesViews } from './inquiries';
import { chatsViews } from './chats';
import { cookiesViews } from './cookies';
import { newsViews } from './news';
import { blogViews } from './blog';
import { cardCategoriesCallbacks } from './cards/cardCategoriesCallbacks';
import type { SearchRpc } from '../providers/searchRpc';

export interface ResourceEntry {
  /** Route under /admin and react-admin's resource name. */
  name: string;
  /** Table in the public schema. */
  table: string;
  /** Swedish label in the menu and page titles. */
  label: string;
  icon: ComponentType;
  views: ResourceViews;
  /** Title of the resource's count card on the dashboard, if it has one. */
  dashboardLabel?: string;
  /** Data provider lifecycle callbacks for what the table alone does not hold (join tables, searches). */
  callbacks?: (client: SupabaseClient) => ResourceCallbacks;
  /** The list's text search, answered by an admin-only search RPC that uses the trigram index. */
  search?: SearchRpc;
}

/** The single list of what the back office manages: it feeds <Resource>s, the menu and the table names. */
export const resourceRegistry: ResourceEntry[] = [
  {
    name: 'cards',
    table: 'credit_cards',
    label: 'Kreditkort',
    icon: CreditCardIcon,
    views: cardsViews,
    dashboardLabel: 'Kreditkort',
    callbacks: cardCategoriesCallbacks,
    search: { filter: 'name@ilike', rpc: 'search_credit_cards' },
  },
  {
    name: 'banks',
    table: 'banks',
    label: 'Banker',
    icon: AccountBalanceIcon,
    views: banksViews,
    dashboardLabel: 'Banker',
  },
  {
    name: 'networks',
    table: 'networks',
    label: 'Nätverk',
    icon: HubIcon,
    views: networksViews,
    dashboardLabel: 'Nätverk',
  },
  {
    name: 'categories',
    table: 'categories',
    label: 'Kategorier',
    icon: CategoryIcon,
    views: categoriesViews,
  },
  {
    name: 'reviews',
    table: 'reviews',
    label: 'Recensioner',
    icon: RateReviewIcon,
    views: reviewsViews,
    search: { filter: 'body@ilike', rpc: 'search_reviews' },
  },
  {
    name: 'inquiries',
    table: 'expert_inquiries',
    label: 'Expertförfrågningar',
    icon: QuestionAnswerIcon,
    views: inquiriesViews,
    search: { filter: 'question@ilike', rpc: 'search_expert_inquiries' },
  },
  {
    name: 'chats',
    table: 'chat_sessions',
    label: 'Chatthistorik',
    icon: ChatIcon,
    views: chatsViews,
    search: { filter: 'q', rpc: 'search_chat_sessions' },
  },
  {
    name: 'cookies',
    table: 'cookie_consents',
    label: 'Cookie-samtycken',
    icon: CookieIcon,
    views: cookiesViews,
  },
  { name: 'news', table: 'news_articles', label: 'Nyheter', icon: NewspaperIcon, views: newsViews },
  { name: 'blog', table: 'blog_posts', label: 'Blogg', icon: ArticleIcon, views: blogViews },
];

export function tablesOf(registry: ResourceEntry[]): Record<string, string> {
  return Object.fromEntries(registry.map((entry) => [entry.name, entry.table]));
}

export function searchesOf(registry: ResourceEntry[]): Record<string, SearchRpc> {
  return Object.fromEntries(registry.flatMap((entry) => (entry.search ? [[entry.name, entry.search]] : [])));
}

export function callbacksOf(registry: ResourceEntry[], client: SupabaseClient): ResourceCallbacks[] {
  return registry.flatMap((entry) => (entry.callbacks ? [entry.callbacks(client)] : []));
}
