// Prints the time to import a price list of 1,000 rows (issue 23), step by step, on a fresh in-memory stack:
// reading the CSV (decode + papaparse), the preview against the cards (matching, diff, the card form's rules with
// the representative example's computation), and writing it all or nothing through public.bulk_update_cards as
// admin@example.se (the database checks every published card's example), then the undo (public.undo_card_changes).
//   npm run bench:import                       PGlite;  SUPABASE_LOCAL_BACKEND=postgres npm run bench:import
//   -- --rows N (default 1000) --runs N (default 5)
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { signedInAdmin } from './signedInAdmin.ts';
import { backendFromEnvironment } from '../../supabase/local/backend.ts';
import { startStack } from '../../supabase/local/stack.ts';
import {
  decodePriceList,
  guessMapping,
  parsePriceList,
  previewImport,
} from '../../src/resources/cards/import/priceList.ts';
import { changesToWrite, type CardRecord } from '../../src/resources/cards/bulk/bulkOperations.ts';

const { values } = parseArgs({ options: { rows: { type: 'string' }, runs: { type: 'string' } } });
const ROWS = Number(values.rows ?? 1000);
const RUNS = Number(values.runs ?? 5);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const time = async <T>(fn: () => Promise<T> | T): Promise<[T, number]> => {
  const start = performance.now();
  const result = await fn();
  return [result, performance.now() - start];
};

const backend = backendFromEnvironment([], process.env);
const stack = await startStack({ port: 0, dataDir: null, quiet: true, backend });
try {
  // ROWS published cards of bank 1, each with the consistent example of seed card 1.
  await stack.sql.query(
    `insert into public.credit_cards (name, slug, bank_id, network_id, min_age, annual_fee, setup_fee, invoice_fee,
       extra_card_fee, currency_surcharge_percent, nominal_rate_min, nominal_rate_max, effective_rate,
       example_credit_amount, example_term_months, example_total_payable, example_monthly_payment,
       example_updated_on, is_published)
     select 'Bänkkort ' || g, 'bankkort-' || g, c.bank_id, c.network_id, c.min_age, c.annual_fee, c.setup_fee,
            c.invoice_fee, 100, 1.5, c.nominal_rate_min, c.nominal_rate_max, c.effective_rate,
            c.example_credit_amount, c.example_term_months, c.example_total_payable, c.example_monthly_payment,
            c.example_updated_on, true
       from public.credit_cards c, generate_series(1, ${ROWS}) g where c.id = 1`,
  );
  const admin = await signedInAdmin(stack, { autoRefreshToken: false });

  const figures: Record<string, number[]> = { read: [], fetch: [], preview: [], write: [], undo: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const lines = Array.from(
      { length: ROWS },
      (_, i) =>
        `bankkort-${i + 1};${100 + run + 1};${(1.5 + (run + 1) / 100).toFixed(2).replace('.', ',')};2026-12-0${(run % 9) + 1}`,
    );
    const bytes = new TextEncoder().encode(
      `\uFEFFSlug;Extrakort;Valutapåslag;Kontrollerat den\r\n${lines.join('\r\n')}\r\n`,
    );
    const [file, read] = await time(() => parsePriceList(decodePriceList(bytes)));
    const [cards, fetch] = await time(async () => {
      // PostgREST answers at most 1,000 rows (config.toml max_rows): page through the bank's cards.
      const all: CardRecord[] = [];
      for (let from = 0; ; from += 1000) {
        const { data, error: listError } = await admin
          .from('credit_cards')
          .select('*')
          .eq('bank_id', 1)
          .order('id')
          .range(from, from + 999);
        if (listError) throw listError;
        all.push(...(data as CardRecord[]));
        if (data.length < 1000) return all;
      }
    });
    const [rows, preview] = await time(() => previewImport(file, guessMapping(file.columns), cards));
    const refused = rows.filter((row) => Object.keys(row.errors).length > 0);
    if (refused.length > 0) throw new Error(`refused: ${JSON.stringify(refused[0])}`);
    const changeSet = crypto.randomUUID();
    const [, write] = await time(async () => {
      const { data, error: rpcError } = await admin.rpc('bulk_update_cards', {
        p_changes: changesToWrite(rows),
        p_change_set: changeSet,
        p_kind: 'import',
      });
      if (rpcError || data !== ROWS) throw rpcError ?? new Error(`wrote ${data}`);
    });
    const [, undo] = await time(async () => {
      const { data, error: rpcError } = await admin.rpc('undo_card_changes', { p_change_set: changeSet });
      if (rpcError || data !== ROWS) throw rpcError ?? new Error(`undid ${data}`);
    });
    Object.entries({ read, fetch, preview, write, undo }).forEach(([key, ms]) => figures[key].push(ms));
  }
  const ms = (x: number) => `${x.toFixed(0).padStart(6)} ms`;
  console.log(
    `Price-list import of ${ROWS} rows on ${backend}, median of ${RUNS} runs (load ${loadavg()[0].toFixed(2)}):`,
  );
  console.log(`  read file (decode + papaparse)     ${ms(median(figures.read))}`);
  console.log(`  fetch the bank's cards             ${ms(median(figures.fetch))}`);
  console.log(`  preview (match, diff, rules, APR)  ${ms(median(figures.preview))}`);
  console.log(`  write all or nothing (RPC)         ${ms(median(figures.write))}`);
  console.log(`  undo (RPC)                         ${ms(median(figures.undo))}`);
  const total = ['read', 'fetch', 'preview', 'write'].reduce((sum, key) => sum + median(figures[key]), 0);
  console.log(`  import total                       ${ms(total)}`);
} finally {
  await stack.stop();
}
