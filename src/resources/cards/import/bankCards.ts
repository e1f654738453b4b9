import type { DataProvider } from 'react-admin';
import { fetchAllPages } from '../../../lib/fetchAllPages';
import type { CardRecord } from '../bulk/bulkOperations';

/**
 * Every card of a bank, for matching a price list's rows: PostgREST answers at most 1,000 rows a request
 * (config.toml max_rows, as on a hosted project), so the list is read a page at a time through the data provider.
 * `resource` is the app's route ('cards'); a provider without the app's route mapping takes the table's name.
 */
export async function fetchBankCards(
  dataProvider: Pick<DataProvider, 'getList'>,
  bankId: number,
  resource = 'cards',
): Promise<CardRecord[]> {
  const { rows } = await fetchAllPages<CardRecord>((page, perPage) =>
    dataProvider.getList<CardRecord>(resource, {
      filter: { bank_id: bankId },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page, perPage },
    }),
  );
  return rows;
}
