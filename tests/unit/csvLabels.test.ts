import { describe, expect, it, vi } from 'vitest';

const downloads = vi.hoisted(() => [] as Array<{ csv: string; filename: string }>);
vi.mock('react-admin', async (original) => ({
  ...(await original<typeof import('react-admin')>()),
  downloadCSV: (csv: string, filename: string) => downloads.push({ csv, filename }),
}));

const { csvRows, exportCsv } = await import('../../src/components/csv');
const { REVIEW_STATUSES } = await import('../../src/resources/reviews/reviewStatuses');
const { INQUIRY_STATUSES } = await import('../../src/resources/inquiries/inquiryStatuses');
const { EDITORIAL_STATUSES } = await import('../../src/components/editorial/editorialStatuses');
const { CONSENT_ACTIONS } = await import('../../src/resources/cookies/cookieConsentLabels');
const { i18nProvider } = await import('../../src/providers/i18nProvider');

const RAW_CODES =
  /(^|;)"(pending|approved|rejected|spam|new|in_progress|answered|draft|scheduled|published|archived|accept_all|reject_all|custom)"/m;

describe('CSV labels', () => {
  it('writes every status of every list by its Swedish name, never the stored code', () => {
    for (const choices of [REVIEW_STATUSES, INQUIRY_STATUSES, EDITORIAL_STATUSES, CONSENT_ACTIONS]) {
      const records = choices.map((choice, index) => ({ id: index, status: choice.id }));
      const rows = csvRows(records, ['status'], { labels: { status: choices } });
      expect(rows.map(([cell]) => cell)).toEqual(
        choices.map((choice) => i18nProvider.translate(choice.name)),
      );
      for (const [cell] of rows) expect(cell).not.toMatch(/^[a-z_.]+$/);
    }
  });

  it('writes an unknown code as stored and a missing reference as its id', () => {
    const rows = csvRows(
      [{ id: 1, status: 'okänd', card_id: 99 }],
      ['status', 'card_id'],
      { labels: { status: REVIEW_STATUSES }, references: { card_id: { resource: 'cards', text: 'name' } } },
      { card_id: {} },
    );
    expect(rows).toEqual([['okänd', 99]]);
  });

  it("the reviews' exporter writes the card's name and the Swedish status", async () => {
    const exporter = exportCsv<{ id: number; card_id: number; status: string }>(
      'recensioner',
      ['id', 'card_id', 'status'],
      {
        labels: { status: REVIEW_STATUSES },
        references: { card_id: { resource: 'cards', text: 'name' } },
      },
    );
    const fetchRelated = vi.fn(async () => ({ 7: { id: 7, name: 'SEB Classic' } }) as never);
    await exporter(
      [
        { id: 1, card_id: 7, status: 'pending' },
        { id: 2, card_id: 7, status: 'approved' },
      ],
      fetchRelated,
      {} as never,
      'reviews',
    );
    expect(fetchRelated).toHaveBeenCalledWith(expect.any(Array), 'card_id', 'cards');
    const { csv, filename } = downloads.at(-1)!;
    expect(filename).toBe('recensioner');
    expect(csv).toContain('"1";"SEB Classic";"Väntar på granskning"');
    expect(csv).toContain('"2";"SEB Classic";"Godkänd"');
    expect(csv).not.toMatch(RAW_CODES);
  });
});
