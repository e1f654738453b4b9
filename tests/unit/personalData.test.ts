import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { parsePersonalDataTerms } from '../../src/lib/personalDataTerms';
import { findingsCsv, findingsJson } from '../../src/privacy/personalDataExport';
import type { PersonalDataFindings } from '../../src/providers/personalDataMethods';

const FINDINGS: PersonalDataFindings = {
  terms: ['greta@exempel.se'],
  tables: {
    expert_inquiries: [
      {
        id: 37,
        match: 'person',
        name: 'Greta',
        email: 'greta@exempel.se',
        phone: '=070 555',
        created_at: '2026-11-26T09:05:00+00:00',
      },
    ],
    reviews: [{ id: 5, match: 'mention', body: 'Greta tipsade mig; bra kort', rating: 4.5 }],
    chat_sessions: [],
    chat_messages: [],
    cookie_consents: [],
  },
  history: [
    {
      id: 9,
      occurred_at: '2026-11-26T10:00:00+00:00',
      actor_id: null,
      table_name: 'expert_inquiries',
      row_id: '37',
      action: 'UPDATE',
      changed_fields: { status: { old: 'pending', new: 'closed' } },
    },
  ],
};

describe('the Personuppgifter search terms', () => {
  it('splits on commas, semicolons and line breaks, trims and drops blanks and duplicates', () => {
    expect(
      parsePersonalDataTerms(' greta@exempel.se, 070-555 12 34;\nbesokare-1 ,, greta@exempel.se '),
    ).toEqual({
      terms: ['greta@exempel.se', '070-555 12 34', 'besokare-1'],
    });
  });

  it('refuses what the database refuses, with the key of a Swedish message', () => {
    expect(parsePersonalDataTerms(' , ')).toEqual({ error: 'app.personal_data.errors.none' });
    expect(parsePersonalDataTerms('ab')).toEqual({ error: 'app.personal_data.errors.length' });
    expect(parsePersonalDataTerms('x'.repeat(255))).toEqual({ error: 'app.personal_data.errors.length' });
    expect(parsePersonalDataTerms('Greta "G" Svensson')).toEqual({
      error: 'app.personal_data.errors.characters',
    });
    expect(parsePersonalDataTerms(Array.from({ length: 11 }, (_, i) => `term${i}`).join(','))).toEqual({
      error: 'app.personal_data.errors.too_many',
    });
  });
});

describe('the access request export', () => {
  it('writes JSON with Swedish names for tables, fields and matches', () => {
    const json = JSON.parse(findingsJson(FINDINGS, new Date('2026-11-26T12:00:00Z')));
    expect(json['Sökord']).toEqual(['greta@exempel.se']);
    expect(json['Exporterad']).toBe('2026-11-26T12:00:00.000Z');
    expect(json['Tabeller']['Expertförfrågningar'][0]).toMatchObject({
      Id: 37,
      Träff: 'Personens egen',
      Namn: 'Greta',
      'E-post': 'greta@exempel.se',
    });
    expect(json['Tabeller']['Recensioner'][0]['Träff']).toBe('Nämner personen');
    expect(json['Ändringshistorik'][0]).toMatchObject({
      Tabell: 'Expertförfrågningar',
      Post: '37',
      Åtgärd: 'Ändrad',
    });
  });

  it('writes Swedish Excel CSV, one line per field, safe from formulas', () => {
    const csv = findingsCsv(FINDINGS);
    expect(csv.startsWith('\ufeff')).toBe(true);
    const { data } = Papa.parse<string[]>(csv.slice(1).trim(), { delimiter: ';' });
    expect(data[0]).toEqual(['Tabell', 'Träff', 'Post', 'Tid', 'Åtgärd', 'Fält', 'Värde']);
    expect(data).toContainEqual([
      'Expertförfrågningar',
      'Personens egen',
      '37',
      '',
      '',
      'E-post',
      'greta@exempel.se',
    ]);
    expect(data).toContainEqual([
      'Expertförfrågningar',
      'Personens egen',
      '37',
      '',
      '',
      'Telefon',
      "'=070 555",
    ]);
    expect(data).toContainEqual(['Recensioner', 'Nämner personen', '5', '', '', 'Betyg', '4,5']);
    expect(data).toContainEqual([
      'Expertförfrågningar',
      '',
      '37',
      '2026-11-26 11:00',
      'Ändrad',
      'Status',
      'pending → closed',
    ]);
  });
});
