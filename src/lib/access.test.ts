import { describe, expect, it } from 'vitest';
import { isStaffRole, roleMayAccess } from './access';

describe('roleMayAccess (react-admin canAccess by role, issue 35)', () => {
  it('lets admins do everything and a user without a role nothing', () => {
    for (const action of ['list', 'edit', 'delete', 'publish', 'bulk_edit'])
      expect(roleMayAccess('admin', { resource: 'reviews', action })).toBe(true);
    expect(roleMayAccess(null, { resource: 'cards', action: 'list' })).toBe(false);
    expect(roleMayAccess('viewer', { resource: 'cards', action: 'list' })).toBe(false);
    expect([isStaffRole('admin'), isStaffRole('editor'), isStaffRole(null)]).toEqual([true, true, false]);
  });

  it('lets editors read content and the catalogue, not moderation, personal data or the tools', () => {
    const reads = ['cards', 'banks', 'networks', 'categories', 'news', 'blog', 'texts', 'history'];
    for (const resource of [...reads, 'proposals'])
      expect(roleMayAccess('editor', { resource, action: 'list' }), resource).toBe(true);
    for (const resource of [
      'reviews',
      'inquiries',
      'chats',
      'cookies',
      'admins',
      'retention',
      'personal-data',
      'link-checks',
    ])
      expect(roleMayAccess('editor', { resource, action: 'list' }), resource).toBe(false);
  });

  it('lets editors create and edit drafts and cards, never publish, bulk edit or delete', () => {
    expect(roleMayAccess('editor', { resource: 'news', action: 'create' })).toBe(true);
    expect(
      roleMayAccess('editor', { resource: 'news', action: 'edit', record: { id: 1, status: 'draft' } }),
    ).toBe(true);
    expect(
      roleMayAccess('editor', { resource: 'news', action: 'edit', record: { id: 1, status: 'published' } }),
    ).toBe(false);
    expect(
      roleMayAccess('editor', { resource: 'cards', action: 'edit', record: { id: 1, is_published: false } }),
    ).toBe(true);
    expect(roleMayAccess('editor', { resource: 'banks', action: 'edit' })).toBe(false);
    expect(roleMayAccess('editor', { resource: 'banks', action: 'create' })).toBe(false);
    for (const action of ['delete', 'publish', 'bulk_edit', 'manage'])
      for (const resource of ['cards', 'news', 'blog', 'texts'])
        expect(roleMayAccess('editor', { resource, action }), `${resource} ${action}`).toBe(false);
    // Proposals: editors see them, never decide them (approve and reject are edits of the proposal).
    for (const action of ['create', 'edit', 'delete', 'manage'])
      expect(roleMayAccess('editor', { resource: 'proposals', action }), action).toBe(false);
  });
});
