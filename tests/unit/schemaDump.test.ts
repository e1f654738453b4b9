// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normaliseData } from '../../scripts/db/dump-normalise';

// `npm run db:dump -- --compare` proves that rewritten migrations leave a fresh deploy unchanged: two fresh deploys
// of the same migrations must normalise to the same text, and a real difference must survive normalisation.
describe('normaliseData', () => {
  const cronRow = (id: number, port: number, command: string) =>
    `${id}\t0 3 * * *\t${command}\t127.0.0.1\t${port}\tpostgres\tpostgres\tt\tretention`;
  const dump = (port: number, command = 'select private.run_retention_job()') =>
    [
      'COPY cron.job (jobid, schedule, command, nodename, nodeport, database, username, active, jobname) FROM stdin;',
      cronRow(2, port, 'select private.check_links()'),
      cronRow(1, port, command),
      '\\.',
      'COPY public.reviews (id, author_id, created_at) FROM stdin;',
      '7\t3f2b8c1e-9a4d-4e2f-8b1a-2c3d4e5f6a7b\t2026-11-28 08:53:24.123+00',
      '1\ta0000000-0000-4000-8000-000000000001\t2026-11-27 10:00:00+00',
      '\\.',
    ].join('\n');

  it('gives two fresh deploys on different cluster ports, clocks and random ids the same text', () => {
    const other = dump(61234)
      .replace('3f2b8c1e-9a4d-4e2f-8b1a-2c3d4e5f6a7b', '0c9d8e7f-1a2b-4c3d-9e8f-7a6b5c4d3e2f')
      .replace('2026-11-28 08:53:24.123+00', '2026-11-29 01:02:03+00');
    expect(normaliseData(dump(54987))).toBe(normaliseData(other));
    expect(normaliseData(dump(54987))).toContain('127.0.0.1\t<port>\t');
  });

  it('keeps the seed’s fixed ids and a changed job', () => {
    expect(normaliseData(dump(54987))).toContain('a0000000-0000-4000-8000-000000000001');
    expect(normaliseData(dump(54987))).not.toBe(normaliseData(dump(54987, 'select private.other_job()')));
  });

  it('sorts each block’s rows (heap order differs between deploys)', () => {
    const lines = normaliseData(dump(54987)).split('\n');
    expect(lines[1].startsWith('1\t')).toBe(true);
    expect(lines[2].startsWith('2\t')).toBe(true);
  });
});
