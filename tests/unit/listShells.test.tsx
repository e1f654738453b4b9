import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { BankList } from '../../src/resources/banks/BankList';
import { ChatList } from '../../src/resources/chats/ChatList';
import { InquiryList } from '../../src/resources/inquiries/InquiryList';
import { ReviewList } from '../../src/resources/reviews/ReviewList';
import { mockViewport, renderWithAdmin, testDataProvider } from './kit';

const ROW = {
  id: 7,
  name: 'Nordbanken',
  logo_url: null,
  org_number: '502000-0000',
  question: 'Vilket kort?',
  status: 'pending',
  created_at: '2026-11-20T10:00:00Z',
  started_at: '2026-11-20T10:00:00Z',
  message_count: 3,
  visitor_id: 'v-1',
  rating: 4,
  title: 'Bra',
  body: 'Bra kort',
  author_name: 'Anna',
};

function renderList(View: ComponentType, resource: string, width: number) {
  mockViewport(width);
  const getList = vi.fn((_resource: string, _params: GetListParams) =>
    Promise.resolve({ data: [ROW], total: 1 }),
  );
  renderWithAdmin(<View />, {
    resource,
    path: `/${resource}`,
    dataProvider: testDataProvider({ getList: getList as never }),
  });
  return getList;
}

// What each shell fixes for its lists: the order and filter a list opens with, and what a row opens.
describe.each([
  ['banks', BankList, { field: 'name', order: 'ASC' }, {}, 'show', true],
  ['inquiries', InquiryList, { field: 'created_at', order: 'ASC' }, { status: 'pending' }, 'edit', true],
  ['reviews', ReviewList, { field: 'created_at', order: 'DESC' }, { status: 'pending' }, 'edit', true],
  ['chats', ChatList, { field: 'started_at', order: 'DESC' }, {}, 'show', false],
] as const)('%s list', (resource, View, sort, filter, open, selectable) => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens with its order and filter, the grid with its selection', async () => {
    const getList = renderList(View, resource, 1440);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(getList.mock.calls[0][1]).toMatchObject({ sort, filter });
    expect(within(table).queryAllByRole('checkbox').length > 0).toBe(selectable);
  });

  it(`links each compact row to its ${open} page`, async () => {
    renderList(View, resource, 768);
    const links = await screen.findAllByRole('link');
    const row = links.find((link) => link.getAttribute('href')?.startsWith(`/${resource}/7`));
    expect(row).toHaveAttribute('href', open === 'show' ? `/${resource}/7/show` : `/${resource}/7`);
  });
});

describe('status queues', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['inquiries', InquiryList],
    ['reviews', ReviewList],
  ] as const)('%s: the status is the last column (before the presence marker)', async (resource, View) => {
    renderList(View, resource, 1440);
    const headers = await screen.findAllByRole('columnheader');
    const named = headers.map((h) => h.textContent?.trim()).filter(Boolean);
    expect(named.slice(-2)).toEqual(['Status', 'Redigeras nu']);
  });
});
