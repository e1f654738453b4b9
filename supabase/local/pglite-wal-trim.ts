// A PGlite dumpDataDir() tarball with only the WAL segments from its last checkpoint's redo point to the current
// insert position: recovery from the tarball starts at the redo point and ends where valid records end; older
// segments are only kept to be recycled, later ones are recycled ones already renamed for reuse (their stale pages
// are recognised by their addresses, and a missing one is created when needed). The others are half of a migrated
// database's tarball (16 MB each), which every test stack would otherwise copy into PGlite's in-memory files. Plain ustar: a 512-byte header (name at 0, octal size at 124) then the
// contents padded to 512 bytes; two zero blocks end the archive.
const BLOCK = 512;

function entryName(header: Uint8Array): string {
  const raw = header.subarray(0, 100);
  const end = raw.indexOf(0);
  return new TextDecoder().decode(end === -1 ? raw : raw.subarray(0, end));
}

function entrySize(header: Uint8Array): number {
  const text = new TextDecoder().decode(header.subarray(124, 136)).replace(/\0/g, '').trim();
  return text === '' ? 0 : parseInt(text, 8);
}

/** Leaves out pg_wal/<segment> entries outside keepFrom..keepTo (segment names: 24 hex digits, timeline log seg). */
export function keepWalBetween(tar: Uint8Array, keepFrom: string, keepTo: string): Uint8Array {
  for (const name of [keepFrom, keepTo]) {
    if (!/^[0-9A-F]{24}$/.test(name)) throw new Error(`Not a WAL segment name: ${name}`);
  }
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const length = BLOCK + Math.ceil(entrySize(header) / BLOCK) * BLOCK;
    const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(entryName(header))?.[1];
    if (!(segment && (segment < keepFrom || segment > keepTo)))
      kept.push(tar.subarray(offset, offset + length));
    offset += length;
  }
  kept.push(new Uint8Array(BLOCK * 2));
  const out = new Uint8Array(kept.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of kept) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
