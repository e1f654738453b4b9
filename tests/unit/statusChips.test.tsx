import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { getContrastRatio } from '@mui/material/styles';
import { renderWithAdmin } from './kit';
import { StatusChipField, chipTextColor } from '../../src/components/StatusChipField';
import { CARD_PUBLICATION, statusChoice, type StatusChoice, type StatusColor } from '../../src/lib/statuses';
import { REVIEW_STATUSES } from '../../src/resources/reviews/reviewStatuses';
import { INQUIRY_STATUSES } from '../../src/resources/inquiries/inquiryStatuses';
import { EDITORIAL_STATUSES } from '../../src/components/editorial/editorialStatuses';
import { theme } from '../../src/layout/theme';
import { i18nProvider } from '../../src/providers/i18nProvider';

const colours = (list: StatusChoice[]) => Object.fromEntries(list.map((s) => [String(s.id), s.color]));

describe('status colours by meaning', () => {
  it.each<[string, StatusChoice[], Record<string, StatusColor>]>([
    [
      'reviews: waiting is warning, approved success, rejected error, spam grey',
      REVIEW_STATUSES,
      { pending: 'warning', approved: 'success', rejected: 'error', spam: 'default' },
    ],
    [
      'inquiries: waiting warning, in progress info, answered success, closed and spam grey',
      INQUIRY_STATUSES,
      { pending: 'warning', in_progress: 'info', answered: 'success', closed: 'default', spam: 'default' },
    ],
    [
      'news and blog: draft grey, scheduled info, published success, archived grey',
      EDITORIAL_STATUSES,
      { draft: 'default', scheduled: 'info', published: 'success', archived: 'default' },
    ],
    ['cards: published success, unpublished grey', CARD_PUBLICATION, { true: 'success', false: 'default' }],
  ])('%s', (_, list, expected) => {
    expect(colours(list)).toEqual(expected);
  });

  it('an unknown value shows as itself on a grey chip; an empty one shows no chip', () => {
    expect(statusChoice(REVIEW_STATUSES, 'okänd')).toEqual({ id: 'okänd', name: 'okänd', color: 'default' });
    expect(statusChoice(REVIEW_STATUSES, null)).toBeUndefined();
    expect(i18nProvider.translate(statusChoice(CARD_PUBLICATION, false)!.name)).toBe('Opublicerat');
  });

  it('chip text passes 4.5:1 on white and on a selected row for every colour', () => {
    for (const colour of ['default', 'info', 'success', 'warning', 'error'] as StatusColor[]) {
      const text = chipTextColor(theme, colour);
      expect(getContrastRatio(text, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(text, '#e4e9f9'), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('StatusChipField', () => {
  const renderChip = (status: string | null) =>
    renderWithAdmin(
      <RecordContextProvider value={{ id: 1, status }}>
        <StatusChipField source="status" choices={REVIEW_STATUSES} />
      </RecordContextProvider>,
    );

  it('renders the status name on a chip of its colour', () => {
    renderChip('rejected');
    const chip = screen.getByText('Avvisad').closest('.MuiChip-root');
    expect(chip).toHaveClass('MuiChip-colorError', 'MuiChip-outlined');
    expect(chip).toHaveAttribute('data-status', 'rejected');
  });

  it('shows a dash when the record has no status', () => {
    renderChip(null);
    expect(screen.getByText('–')).toBeInTheDocument();
    expect(document.querySelector('.MuiChip-root')).toBeNull();
  });
});
