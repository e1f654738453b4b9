import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DATABASE_TYPES, generateTypes } from '../../scripts/db/gen-types.ts';

describe('generated database types', () => {
  it('src/types/database.ts is what postgres-meta generates from the migrations (run npm run db:types)', async () => {
    const committed = await readFile(DATABASE_TYPES, 'utf8');
    const generated = await generateTypes();
    expect(generated).toContain('export type Database = {');
    expect(committed).toBe(generated);
  });
});
