import { describe, expect, it } from 'vitest';
import {
  conflictFields,
  conflictSummary,
  myChangesOver,
  valueText,
} from '../../src/components/concurrency/conflictFields';
import { changedFields } from '../../src/providers/conditionalWrites';

const loaded = { id: 1, version: 3, name: 'Kort', annual_fee: 0, body: '<p>Gammal</p>', category_ids: [1] };

describe('conflict fields', () => {
  it('lists the fields where theirs and mine differ, marking the ones both changed', () => {
    const theirs = { ...loaded, version: 4, annual_fee: 111, name: 'Deras namn' };
    const mine = { ...loaded, annual_fee: 222, body: '<p>Ny</p>' };
    const fields = conflictFields(loaded, theirs, mine);
    expect(fields.map((f) => [f.source, f.theirs, f.mine, f.clash, f.changedByMe])).toEqual([
      ['name', 'Deras namn', 'Kort', false, false],
      ['annual_fee', 111, 222, true, true],
      ['body', '<p>Gammal</p>', '<p>Ny</p>', false, true],
    ]);
  });

  it('overwrite puts only my changes on their record, so their other changes stay', () => {
    const theirs = { ...loaded, version: 4, name: 'Deras namn', category_ids: [1, 2] };
    const mine = { ...loaded, annual_fee: 222 };
    expect(myChangesOver(loaded, theirs, mine)).toEqual({ ...theirs, annual_fee: 222 });
  });

  it('shows rich text as text and arrays as lists', () => {
    expect(valueText('<p>Ett <strong>fett</strong> ord</p><p>Två</p>')).toBe('Ett fett ord\nTvå');
    expect(valueText(['a', 'b'])).toBe('a, b');
    expect(valueText(null)).toBe('');
  });

  it('the data provider sends only changed columns, never the version or the join-table ids', () => {
    expect(changedFields({ ...loaded, annual_fee: 5, category_ids: [2] }, loaded)).toEqual({ annual_fee: 5 });
  });
});

// Issue 31: the dialog listed fields the admin never touched (only the other admin's, or '' in the form for null).
describe('conflict summary', () => {
  it('lists only my changes, names theirs apart, and takes an emptied box for the null it was', () => {
    const base = { ...loaded, note: null as string | null };
    const theirs = { ...base, version: 4, name: 'Deras namn', annual_fee: 111 };
    const mine = { ...base, note: '', annual_fee: 222, body: '<p>Ny</p>' };
    const summary = conflictSummary(base, theirs, mine);
    expect(summary.mine.map((f) => [f.source, f.theirs, f.mine, f.clash])).toEqual([
      ['annual_fee', 111, 222, true],
      ['body', '<p>Gammal</p>', '<p>Ny</p>', false],
    ]);
    expect(summary.theirsOnly).toEqual(['name']);
    // Overwriting keeps their null rather than writing the form's ''.
    expect(myChangesOver(base, theirs, mine)).toEqual({ ...theirs, annual_fee: 222, body: '<p>Ny</p>' });
  });
});
