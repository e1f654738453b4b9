import { describe, expect, it } from 'vitest';
import { ageText } from '../../src/dashboard/TodoPanel';
import { TODO_ITEMS, staleExampleBefore, todoLink } from '../../src/dashboard/todoItems';
import { i18nProvider } from '../../src/providers/i18nProvider';

const translate = i18nProvider.translate;

describe('Att göra', () => {
  const now = new Date('2026-11-23T12:00:00Z');

  it('says how long the oldest inquiry has waited', () => {
    expect(ageText(translate, new Date('2026-11-23T11:30:00Z'), now)).toBe('under en timme');
    expect(ageText(translate, new Date('2026-11-23T11:00:00Z'), now)).toBe('1 timme');
    expect(ageText(translate, new Date('2026-11-22T00:00:00Z'), now)).toBe('36 timmar');
    expect(ageText(translate, new Date('2026-11-18T12:00:00Z'), now)).toBe('5 dagar');
  });

  it('calls an example stale when it is more than 12 months old', () => {
    expect(staleExampleBefore(now)).toBe('2025-11-23');
  });

  it('links every item to its list, filtered as it counts', () => {
    const links = Object.fromEntries(
      TODO_ITEMS.map((item) => [item.key, decodeURIComponent(todoLink(item, now))]),
    );
    expect(links.reviews).toBe('/reviews?filter={"status":"pending"}&sort=created_at&order=ASC');
    expect(links['stale-examples']).toBe(
      '/cards?filter={"is_published":true,"example_updated_on@lt":"2025-11-23"}',
    );
    expect(links.news).toContain('"publication_state":"scheduled"');
    expect(links.news).toContain('"published_at@lte":"2026-11-30T12:00:00.000Z"');
    expect(links.changes).toBe('/history?filter={"occurred_at@gte":"2026-11-16"}');
    const lines = (n: number) => TODO_ITEMS.map((i) => translate(i.label, { smart_count: n }));
    expect(lines(1)).toContain('1 recension väntar på granskning');
    expect(lines(2)).toContain('2 recensioner väntar på granskning');
    expect(lines(1)).toContain('1 ändring de senaste 7 dagarna');
    expect(lines(7)).toContain('7 nyheter schemalagda de kommande 7 dagarna');
  });
});
