import { describe, expect, it } from 'vitest';
import { swedish } from './swedish';
import { rulesAt, SEED_CARD_1 } from '../exampleCard';
import {
  changesToWrite,
  operationError,
  previewBulkEdit,
} from '../../src/resources/cards/bulk/bulkOperations';

const card = SEED_CARD_1;

describe('bulk field edit', () => {
  it('sets, raises and date-stamps, previewing old → new', () => {
    const [row] = previewBulkEdit(
      [card],
      [
        { field: 'extra_card_fee', kind: 'set', value: '150' },
        { field: 'extra_card_fee', kind: 'add', value: '5' },
        { field: 'example_updated_on', kind: 'today', value: '' },
      ],
      '2026-11-23',
    );
    expect(row.errors).toEqual({});
    expect(row.changes).toEqual([
      { field: 'extra_card_fee', from: 100, to: 155 },
      { field: 'example_updated_on', from: '2026-11-01', to: '2026-11-23' },
    ]);
    expect(changesToWrite([row])).toEqual([
      { id: 1, version: 3, values: { extra_card_fee: 155, example_updated_on: '2026-11-23' } },
    ]);
  });

  it('refuses per row what the card form refuses, the representative example included', () => {
    const [row] = previewBulkEdit([card], [{ field: 'annual_fee', kind: 'add', value: '5' }], '2026-11-23', {
      rules: rulesAt(new Date('2026-11-23T12:00:00Z')),
    });
    expect(row.changes).toEqual([{ field: 'annual_fee', from: 295, to: 300 }]);
    expect(swedish(row.errors.example_total_payable)).toMatch(/^Totalt att betala blir/);
    const [negative] = previewBulkEdit(
      [card],
      [{ field: 'invoice_fee', kind: 'set', value: '-1' }],
      '2026-11-23',
    );
    expect(swedish(negative.errors.invoice_fee)).toBe('Får inte vara negativt');
  });

  it('says in Swedish what is wrong with an operation', () => {
    expect(swedish(operationError({ field: 'annual_fee', kind: 'set', value: 'tio' }))).toBe('Ange ett tal');
    expect(swedish(operationError({ field: 'annual_fee', kind: 'set', value: '1,5' }))).toBe(
      'Ange ett heltal i kronor',
    );
    expect(operationError({ field: 'effective_rate', kind: 'set', value: '19,95' })).toBeUndefined();
    expect(swedish(operationError({ field: 'annual_fee', kind: 'today', value: '' }))).toBe(
      'Idag gäller bara datumfält',
    );
    expect(swedish(operationError({ field: 'example_updated_on', kind: 'set', value: '23/11/2026' }))).toBe(
      'Ange datumet som ÅÅÅÅ-MM-DD',
    );
    expect(swedish(operationError({ field: 'name', kind: 'set', value: 'x' }))).toBe('Välj ett fält');
  });
});
