// Issue 22: no raw text anywhere an admin looks. Every list's CSV export is scanned here, every screen (lists,
// forms, show pages, every tab, dashboard, account, admins, history) at every width in a11y.spec.ts's walk, for
// untranslated i18n keys, unfilled placeholders, stored codes (snake_case statuses, booleans), US dates, decimal
// points, wrong singulars and the English react-admin and MUI defaults (the a11y audit's word list).
import { readFile } from 'node:fs/promises';
import { ADMIN, expect, loginAs, test } from './fixtures';
import { settle } from './support/audit';
import { RAW_CODES, csvCells, rawFindings } from './support/rawText';
import { LIST_ROUTES } from './support/listRoutes';

const LISTS = LIST_ROUTES;

test.describe('no raw or untranslated text', () => {
  test.describe.configure({ timeout: 600_000 });

  test('the scan itself finds what it looks for', () => {
    expect(rawFindings('Status: pending → Godkänd')).toHaveLength(1);
    expect(rawFindings('ra.action.save')[0]).toMatch(/^i18n key/);
    expect(rawFindings('Publicera %{smart_count} nyheter?')[0]).toMatch(/^placeholder/);
    expect(rawFindings('Datum mm/dd/yyyy')[0]).toMatch(/^US date/);
    expect(rawFindings('Ränta 15.03 %')[0]).toMatch(/^decimal point/);
    expect(rawFindings('Avvisa 1 recensioner')[0]).toMatch(/^wrong plural/);
    expect(rawFindings('1 blogginlägg schemalagda')[0]).toMatch(/^wrong plural/);
    expect(rawFindings('1 blogginlägg schemalagt, 21 recensioner, 1 995 kr')).toEqual([]);
    expect(rawFindings('status in_progress')).not.toHaveLength(0);
    expect(
      rawFindings('Ränta 15,03 % · admin@example.se · https://example.se/a_b.c · 2026-11-23 07:05'),
    ).toEqual([]);
  });

  test('every list export', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginAs(page, ADMIN.email, ADMIN.password);
    const findings: Array<[string, string]> = [];
    for (const list of LISTS) {
      await page.goto(`/admin/${list}`);
      await settle(page);
      const button = page.getByRole('button', { name: 'Exportera', exact: true });
      await expect(button).toBeEnabled();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const csv = await readFile((await download.path())!, 'utf8');
      const [headings, ...rows] = csvCells(csv);
      expect(rows.length, `${list}: rows`).toBeGreaterThan(0);
      for (const heading of headings) {
        const raw = rawFindings(heading);
        if (raw.length || /^[a-z_]+$/.test(heading)) findings.push([`${list} heading`, heading]);
      }
      for (const row of rows) {
        for (const [index, cell] of row.entries()) {
          const where = `${list} ${headings[index]}`;
          if (RAW_CODES.includes(cell)) findings.push([where, cell]);
          else if (/%\{|(?<![\w.])(resources|ra|app)\.[a-z_]+\.[a-z_]/.test(cell))
            findings.push([where, cell]);
          else if (/^-?\d+\.\d+$/.test(cell)) findings.push([where, `decimal point ${cell}`]);
          else if (/^\d{1,2}\/\d{1,2}\/\d{4}/.test(cell)) findings.push([where, `US date ${cell}`]);
        }
      }
    }
    expect([...new Map(findings.map((f) => [f[0], f])).values()]).toEqual([]);
  });
});
