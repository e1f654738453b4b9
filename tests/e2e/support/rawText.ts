import type { Page } from '@playwright/test';

/** Stored codes of the schema's CHECK lists (statuses, consent actions and sources, roles) and booleans. */
export const RAW_CODES = [
  'pending',
  'approved',
  'rejected',
  'spam',
  'in_progress',
  'answered',
  'closed',
  'draft',
  'scheduled',
  'published',
  'archived',
  'accept_all',
  'reject_all',
  'custom',
  'withdraw',
  'banner',
  'settings',
  'user',
  'assistant',
  'system',
  'admin',
  'editor',
  'INSERT',
  'UPDATE',
  'DELETE',
  'true',
  'false',
  'null',
  'undefined',
  'NaN',
];

/**
 * Codes that never occur as a word in Swedish text, so that a screen showing one shows a raw value; the
 * others (system, admin, banner…) are Swedish words too and are checked in the CSV cells only.
 */
const SCREEN_CODES = RAW_CODES.filter(
  (code) => !['system', 'admin', 'banner', 'user', 'custom', 'settings', 'editor'].includes(code),
);

const word = (alternatives: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}_.@/-])(${alternatives.join('|')})(?![\\p{L}\\p{N}_@/-])`, 'u');

/** What must never reach an admin: i18n keys, unfilled placeholders, codes, US dates, wrong plurals. */
export const RAW_PATTERNS: Array<[string, RegExp]> = [
  ['i18n key', /(?<![\p{L}\p{N}_./@-])(resources|ra|app|ra-supabase)\.[a-z_]+(\.[\w-]+)*/u],
  ['placeholder', /%\{|\{\{/],
  ['stored code', word(SCREEN_CODES)],
  ['snake_case', /(?<![\p{L}\p{N}_./@:-])[a-z]+(_[a-z]+)+(?![\p{L}\p{N}_./@-])/u],
  ['US date', /\b(mm\/dd|dd\/mm|MM\/DD|DD\/MM)\b|\b\d{1,2}\/\d{1,2}\/\d{4}\b/],
  ['decimal point', /(?<![\d.,:/\w-])\d+\.\d+(?![\d.\w/-])/u],
  [
    'wrong plural',
    /(?<![\d,\u00a0\u202f])1 (recensioner|förfrågningar|nyheter|kort valda|kategorier|banker|sessioner|samtycken|ändringar|poster|rader|timmar|dagar|meddelanden|schemalagda|valda|\p{L}+ (schemalagda|valda))(?!\p{L})/u,
  ],
];

/** Links, e-mail addresses and file names carry dots and underscores legitimately; they are left out. */
function withoutAddresses(text: string): string {
  return text
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ')
    .replace(/\b[\w-]+\.(csv|png|jpe?g|webp|avif|svg)\b/gi, ' ');
}

/** The findings in one text: 'kind: …excerpt…' per pattern that matches. */
export function rawFindings(text: string): string[] {
  const clean = withoutAddresses(text);
  const found: string[] = [];
  for (const [kind, pattern] of RAW_PATTERNS) {
    const match = pattern.exec(clean);
    if (match) {
      const start = Math.max(0, match.index - 30);
      found.push(`${kind}: …${clean.slice(start, match.index + match[0].length + 30).replace(/\s+/g, ' ')}…`);
    }
  }
  return found;
}

/**
 * Everything the screen shows or names: its visible text, form values of text fields (a native date field's
 * mm/dd/yyyy shows as its type), accessible names and the title.
 */
export function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]'))) {
      for (const attribute of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(attribute);
        if (value) parts.push(value);
      }
    }
    for (const input of Array.from(
      document.querySelectorAll('input[type=date], input[type=datetime-local]'),
    )) {
      parts.push(`native ${(input as HTMLInputElement).type} mm/dd`);
    }
    return parts.join('\n');
  });
}

/** One cell of a semicolon CSV with every cell quoted (src/components/csv.ts). */
export function csvCells(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = csv.replace(/^\ufeff/, '');
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
