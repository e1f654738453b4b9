import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ERRORS } from './errors.ts';

/** A file system's longest name (NAME_MAX, bytes); Storage's keys take up to 1,024 bytes in one segment. */
const NAME_MAX = 255;

/**
 * A key segment as a directory name: itself, or past NAME_MAX bytes `#long-<sha256 of it>`. A literal segment of
 * that form only shares the directory: the files inside are named by their random version, so never mix.
 */
function onDisk(segment: string): string {
  if (Buffer.byteLength(segment) <= NAME_MAX) return segment;
  return `#long-${createHash('sha256').update(segment).digest('hex')}`;
}

export interface StagedFile {
  path: string;
  size: number;
  md5: string;
}

/**
 * The object files, laid out as Storage's file backend lays them out (supabase/storage
 * src/storage/backend/file.ts: `<root>/<bucket>/<key>/<version>`), so a key and its "folder" never collide.
 *
 * An upload is staged in `<root>/.tmp` (written, fsynced) and only renamed into place inside the database
 * transaction that writes its row, just before COMMIT: after a kill -9 there is never a row without its file, and
 * a half-written file is only ever a temporary one, removed on the next start.
 */
export class FileStore {
  private readonly tmp: string;

  constructor(readonly root: string) {
    this.tmp = join(root, '.tmp');
  }

  async init(): Promise<void> {
    await rm(this.tmp, { recursive: true, force: true });
    await mkdir(this.tmp, { recursive: true });
  }

  pathOf(bucket: string, key: string, version: string): string {
    const path = join(this.root, bucket, ...key.split('/').map(onDisk), version);
    const inside = relative(this.root, path);
    if (inside.startsWith('..') || inside.startsWith(sep)) throw ERRORS.InvalidKey(key);
    return path;
  }

  /** Streams `source` into a temporary file, stopping with EntityTooLarge as soon as it passes `limit` bytes. */
  async stage(source: Readable, limit: number): Promise<StagedFile> {
    const path = join(this.tmp, randomUUID());
    const hash = createHash('md5');
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > limit) return callback(ERRORS.EntityTooLarge());
        hash.update(chunk);
        callback(null, chunk);
      },
    });
    const out = createWriteStream(path, { flags: 'wx' });
    try {
      await pipeline(source, meter, out);
      const handle = await open(path, 'r+');
      await handle.sync().finally(() => handle.close());
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
    return { path, size, md5: hash.digest('hex') };
  }

  /** A staged copy of an existing object (for copy). */
  async stageCopy(bucket: string, key: string, version: string): Promise<string> {
    const path = join(this.tmp, randomUUID());
    await copyFile(this.pathOf(bucket, key, version), path);
    return path;
  }

  async place(staged: string, bucket: string, key: string, version: string): Promise<void> {
    const target = this.pathOf(bucket, key, version);
    await mkdir(dirname(target), { recursive: true });
    await rename(staged, target);
  }

  async move(from: { bucket: string; key: string; version: string }, to: { bucket: string; key: string }) {
    const target = this.pathOf(to.bucket, to.key, from.version);
    await mkdir(dirname(target), { recursive: true });
    await rename(this.pathOf(from.bucket, from.key, from.version), target);
    await this.prune(dirname(this.pathOf(from.bucket, from.key, from.version)), from.bucket);
  }

  async discard(path: string): Promise<void> {
    await rm(path, { force: true });
  }

  async remove(bucket: string, key: string, version: string): Promise<void> {
    const path = this.pathOf(bucket, key, version);
    await rm(path, { force: true });
    await this.prune(dirname(path), bucket);
  }

  async removeBucket(bucket: string): Promise<void> {
    await rm(join(this.root, bucket), { recursive: true, force: true });
  }

  async exists(bucket: string, key: string, version: string): Promise<boolean> {
    return stat(this.pathOf(bucket, key, version)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  read(bucket: string, key: string, version: string, range?: { start: number; end: number }): ReadStream {
    return createReadStream(this.pathOf(bucket, key, version), range);
  }

  /** Removes now-empty directories from `dir` up to (not including) the bucket's directory. */
  private async prune(dir: string, bucket: string): Promise<void> {
    const stop = join(this.root, bucket);
    let current = dir;
    while (current.startsWith(stop + sep)) {
      try {
        await rmdir(current);
      } catch {
        return;
      }
      current = dirname(current);
    }
  }
}
