import type { StatusChoice } from './statuses';

/**
 * The state the public sees, as the database's public.publication_state computes it
 * (20261128006000_scheduled_publishing.sql): a post is public from published_at until publish_until when its status
 * is scheduled or published; a card while is_published, between publish_from and publish_until. The lists show it
 * and filter on the database's column of the same name.
 */
export type PublicationState = 'draft' | 'scheduled' | 'published' | 'ended' | 'archived';

const time = (value: string | null | undefined) => (value ? Date.parse(value) : null);

export interface PostSchedule {
  status?: string | null;
  published_at?: string | null;
  publish_until?: string | null;
}

export function postPublicationState(post: PostSchedule, now = new Date()): PublicationState {
  if (post.status === 'draft' || post.status === 'archived') return post.status;
  const from = time(post.published_at);
  const until = time(post.publish_until);
  if (from === null || from > now.getTime()) return 'scheduled';
  if (until !== null && until <= now.getTime()) return 'ended';
  return 'published';
}

export interface CardSchedule {
  is_published?: boolean | null;
  publish_from?: string | null;
  publish_until?: string | null;
}

export function cardPublicationState(card: CardSchedule, now = new Date()): PublicationState {
  if (!card.is_published) return 'draft';
  const from = time(card.publish_from);
  const until = time(card.publish_until);
  if (from !== null && from > now.getTime()) return 'scheduled';
  if (until !== null && until <= now.getTime()) return 'ended';
  return 'published';
}

/** An end must come after the start (the tables' *_publish_until_after_from checks); null when it does. */
export function untilAfterFrom(from?: string | null, until?: string | null): boolean {
  const start = time(from);
  const end = time(until);
  return start === null || end === null || end > start;
}

/** The posts' states as list chips and filter choices (app.publication.*). */
export const POST_PUBLICATION_STATES: StatusChoice[] = [
  { id: 'draft', name: 'app.publication.draft', color: 'default' },
  { id: 'scheduled', name: 'app.publication.scheduled', color: 'info' },
  { id: 'published', name: 'app.publication.published', color: 'success' },
  { id: 'ended', name: 'app.publication.ended', color: 'warning' },
  { id: 'archived', name: 'app.publication.archived', color: 'default' },
];

/** The cards' states: not published, scheduled, published, expired. */
export const CARD_PUBLICATION_STATES: StatusChoice[] = [
  { id: 'draft', name: 'resources.cards.statuses.unpublished', color: 'default' },
  { id: 'scheduled', name: 'app.publication.scheduled', color: 'info' },
  { id: 'published', name: 'resources.cards.statuses.published', color: 'success' },
  { id: 'ended', name: 'app.publication.expired', color: 'warning' },
];
