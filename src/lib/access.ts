/**
 * What each role may do in the back office (issue 35), for react-admin's access control (authProvider.canAccess):
 * the menu, the routes, the buttons and the form inputs ask it. The database enforces the same rules
 * (supabase/migrations/20261129005100_editor_rls.sql); this only keeps the screens from offering what it refuses.
 *
 * Resources are react-admin's route names (src/resources/registry.ts) and the pages outside the registry:
 * admins, retention, personal-data, link-checks, history. Actions: react-admin's list, show, create, edit, delete,
 * export, and the app's publish (publication columns and switches), bulk_edit (bulk field edits, imports, bulk
 * publish), manage (a tool page).
 */
export type StaffRole = 'admin' | 'editor';

export interface AccessQuery {
  resource: string;
  action: string;
  record?: Record<string, unknown>;
}

/** What editors may open (read). */
const EDITOR_READS = new Set([
  'cards',
  'banks',
  'networks',
  'categories',
  'news',
  'blog',
  'texts',
  'history',
  // Their own proposals and each one's state (the list keeps to the editor's); deciding them is admins' alone.
  'proposals',
]);
/** What editors write: drafts (posts, site texts) and cards (a published card's change becomes a proposal). */
const EDITOR_WRITES = new Set(['cards', 'news', 'blog', 'texts']);
const READ_ACTIONS = new Set(['list', 'show', 'export']);

/** A post or site text an editor may still change: a draft (or a new one). */
const isDraft = (record?: Record<string, unknown>) =>
  !record || record.status === undefined || record.status === 'draft';

export function roleMayAccess(role: unknown, { resource, action, record }: AccessQuery): boolean {
  if (role === 'admin') return true;
  if (role !== 'editor') return false;
  if (READ_ACTIONS.has(action)) return EDITOR_READS.has(resource);
  if (!EDITOR_WRITES.has(resource)) return false;
  if (action === 'create') return true;
  if (action === 'edit') return resource === 'cards' || isDraft(record);
  // delete, publish, bulk_edit, manage and anything else: admins only.
  return false;
}

/** Whether the role may use the back office at all. */
export const isStaffRole = (role: unknown): role is StaffRole => role === 'admin' || role === 'editor';
