// The order in which the socket clients (PostgREST, Auth, Storage, the stack's own client, cron runs) take turns on
// PGlite's one session, in the PGlite process (pglite-worker.ts).
//
// pglite-socket 0.2's QueryQueueManager hands the session to the next client after every protocol message, except
// inside an explicit transaction block (BEGIN … COMMIT). But a client's parameterised query is several messages
// (Parse, Bind, Describe, Execute, Sync) run in one implicit transaction that ends only with Sync: another client's
// Parse between them replaced the unnamed statement Bind was meant for, its Sync committed or its error aborted the
// first client's implicit transaction. Seen in the browser tests as GET /auth/v1/user answering 500 (Auth's query
// failed) or 403 session_not_found, which showed "no access" or the sign-in page on a random screen.
//
// Here a client keeps the session from its first message until PostgreSQL answers ReadyForQuery ('Z') with the
// status idle ('I'): after Sync or a simple Query outside a transaction block, or after COMMIT/ROLLBACK. That is
// exactly when a PostgreSQL server with one backend per connection would not notice the other clients.
import type { PGlite } from '@electric-sql/pglite';

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Follows a backend's output across chunks and remembers the transaction status of the last ReadyForQuery
 * ('I' idle, 'T' in a transaction block, 'E' in a failed one), or null when the output so far has none.
 */
export class ReadyForQueryTracker {
  /** Bytes of the current message's header seen so far (type byte and 4-byte length). */
  private header: number[] = [];
  /** Bytes of the current message's body still to come. */
  private remaining = 0;
  private type = 0;
  status: 'I' | 'T' | 'E' | null = null;

  push(chunk: Uint8Array): void {
    let pos = 0;
    while (pos < chunk.length) {
      if (this.remaining > 0) {
        const take = Math.min(this.remaining, chunk.length - pos);
        if (this.type === 0x5a && this.remaining === 1) this.status = String.fromCharCode(chunk[pos]) as 'I';
        this.remaining -= take;
        pos += take;
        continue;
      }
      this.header.push(chunk[pos]);
      pos += 1;
      if (this.header.length === 5) {
        const [type, a, b, c, d] = this.header;
        this.header = [];
        this.type = type;
        this.remaining = ((a << 24) | (b << 16) | (c << 8) | d) - 4;
      }
    }
  }
}

/** A drop-in for pglite-socket's QueryQueueManager (same methods), keeping the session per client as above. */
export class SessionQueue {
  private queue: Pending[] = [];
  private processing = false;
  /** The client that holds the session (between its first message and its idle ReadyForQuery), if any. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.processQueue();
    });
  }

  private async processQueue(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (;;) {
        const index = this.owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === this.owner);
        if (index < 0 || this.queue.length === 0) return;
        const [item] = this.queue.splice(index, 1);
        this.owner = item.handlerId;
        const tracker = new ReadyForQueryTracker();
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                tracker.push(data);
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          // PGlite itself failed (not an SQL error, which is an ErrorResponse in the output): the client's
          // exchange is over.
          if (!this.db.isInTransaction()) this.owner = null;
          item.reject(error);
          continue;
        }
        // A startup message (its length's first byte is 0) or a Terminate ('X') is an exchange of its own;
        // otherwise an idle ReadyForQuery ends the client's turn.
        const alone = item.message[0] === 0 || item.message[0] === 0x58;
        if (!this.db.isInTransaction() && (alone || tracker.status === 'I')) this.owner = null;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.queue = this.queue.filter((item) => {
      if (item.handlerId !== handlerId) return true;
      item.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /** A client that went away while holding the session: its transaction is rolled back and the others go on. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    // A half-sent extended query leaves an implicit transaction open; Sync closes it as the next client's would.
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK').catch(() => undefined);
    else await this.db.runExclusive(() => this.db.execProtocolRaw(SYNC)).catch(() => undefined);
    this.owner = null;
    await this.processQueue();
  }
}

/** The protocol's Sync message. */
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/**
 * Puts a SessionQueue in place of the server's own queue before it accepts connections. The server creates its
 * queue in its constructor and hands it to every connection's handler; the field is private, so its presence is
 * checked (a pglite-socket upgrade that renames it fails here, not with interleaved sessions).
 */
export function installSessionQueue(server: object, db: PGlite): void {
  const fields = server as { queryQueue?: unknown };
  if (!fields.queryQueue)
    throw new Error('pglite-socket has no queryQueue to replace: check pglite-session-queue.ts');
  fields.queryQueue = new SessionQueue(db);
}
