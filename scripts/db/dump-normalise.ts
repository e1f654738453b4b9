// What `npm run db:dump` (schema-dump.ts) normalises in a fresh deploy's data dump, so that two fresh deploys of the
// same migrations compare identical. No imports: the unit tests load it.
const TIMESTAMP = /\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:\d{2})?)?/g;
const BCRYPT = /\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** cron.job's nodeport (its row's nodename is 127.0.0.1): the fresh cluster's port, a free one picked at each start. */
const CRON_NODE_PORT = /^(\d+\t[^\t]*\t[^\t]*\t127\.0\.0\.1\t)\d+\t/gm;

/** Each COPY block's rows in sorted order: heap order is not the same from one fresh deploy to the next. */
function sortCopyRows(dump: string): string {
  const out: string[] = [];
  let rows: string[] | null = null;
  for (const line of dump.split('\n')) {
    if (rows && line === '\\.') {
      out.push(...rows.sort(), line);
      rows = null;
    } else if (rows) rows.push(line);
    else {
      out.push(line);
      if (line.startsWith('COPY ')) rows = [];
    }
  }
  return out.join('\n');
}

/**
 * Replaces what a second seeding cannot reproduce (the seed's fixed ids, a0000000-…, stay) and the cluster's port in
 * cron.job, then sorts.
 */
export function normaliseData(dump: string): string {
  return sortCopyRows(
    dump
      .replace(TIMESTAMP, '<timestamp>')
      .replace(BCRYPT, '<bcrypt>')
      .replace(CRON_NODE_PORT, '$1<port>\t')
      .replace(UUID, (uuid) => (/^[0-9a-f]0{7}-/.test(uuid) ? uuid : '<uuid>')),
  );
}
