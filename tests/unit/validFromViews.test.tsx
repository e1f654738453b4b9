import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { GetListParams } from 'react-admin';
import { ReferenceRateList } from '../../src/resources/reference_rates/ReferenceRateList';
import { mockViewport, renderWithAdmin, testDataProvider } from './kit';

describe('ValidFromList', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists a dated set latest first, its day the first column', async () => {
    mockViewport(1440);
    const getList = vi.fn((_resource: string, _params: GetListParams) =>
      Promise.resolve({
        data: [{ id: 1, valid_from: '2026-07-01', rate: 2.25, source: 'Riksbanken' }],
        total: 1,
      }),
    );
    renderWithAdmin(<ReferenceRateList />, {
      resource: 'reference_rates',
      path: '/reference_rates',
      dataProvider: testDataProvider({ getList: getList as never }),
    });
    const table = await screen.findByRole('table');
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(getList.mock.calls[0][1]).toMatchObject({ sort: { field: 'valid_from', order: 'DESC' } });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent ?? '')
      .filter((text) => text.trim() !== '');
    expect(headers[0]).toMatch(/Gäller från/);
    expect(headers.slice(1).join(' ')).toMatch(/Referensränta \(%\).*Källa/);
  });
});
