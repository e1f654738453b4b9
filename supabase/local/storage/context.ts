import type { SqlClient } from '../sql-client.ts';
import type { FileStore } from './files.ts';

export interface StorageContext {
  sql: SqlClient;
  store: FileStore;
  /** The project's JWT secret: verifies callers and signs URLs. */
  secret: Uint8Array;
  /** The global upload limit ([storage] file_size_limit; hosted default 50 MiB). */
  fileSizeLimit: number;
}
