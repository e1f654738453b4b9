import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { CONFIG_FILE } from '../config.ts';
import { DEFAULT_FILE_SIZE_LIMIT } from './server.ts';

const UNITS: Record<string, number> = {
  B: 1,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  KIB: 1024,
  MIB: 1024 ** 2,
  GIB: 1024 ** 3,
};

/** A size as the Supabase CLI writes it in config.toml ("50MiB", "5MB", "512KiB"), in bytes. */
export function parseConfigSize(text: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([KMG]i?B|B)\s*$/i.exec(text);
  const unit = match && UNITS[match[2]!.toUpperCase()];
  if (!match || !unit) throw new Error(`config.toml: invalid size ${JSON.stringify(text)}`);
  return Math.round(Number(match[1]) * unit);
}

/** [storage] file_size_limit of supabase/config.toml (the CLI's default 50MiB when left out). */
export function loadStorageFileSizeLimit(file = CONFIG_FILE): number {
  const config = parse(readFileSync(file, 'utf8')) as { storage?: { file_size_limit?: unknown } };
  const value = config.storage?.file_size_limit;
  return typeof value === 'string' ? parseConfigSize(value) : DEFAULT_FILE_SIZE_LIMIT;
}
