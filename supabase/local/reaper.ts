// Child processes die with the stack's Node process, however it ends (kill -9 included).
//
// Node cannot ask Linux for a parent-death signal (prctl PR_SET_PDEATHSIG), and a SIGKILLed parent runs no exit
// handler. So every long-running child (PostgreSQL, PostgREST, Deno) gets a tiny watcher: a shell in a process group
// of its own (a Ctrl+C to the terminal's group does not reach it) that blocks reading a pipe whose only writer is
// this process. The kernel closes the pipe when this process dies, however it dies; the watcher then stops the child
// with the signal that shuts it down cleanly, waits (SIGKILL after 10 s) and removes what the child leaves behind
// (a throwaway data directory). A normal stop releases the watcher first.
import { spawn, type ChildProcess } from 'node:child_process';

const WATCHER = `
pid=$1; signal=$2; shift 2
read -r line || true
[ "$line" = release ] && exit 0
kill -s "$signal" "$pid" 2>/dev/null
i=0
while kill -0 "$pid" 2>/dev/null && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
kill -s KILL "$pid" 2>/dev/null
for path in "$@"; do rm -rf -- "$path"; done
`;

export interface Tie {
  /** The child ended normally: the watcher leaves without touching anything. */
  release(): void;
}

/**
 * Ties `child` to this process: if this process dies first, `signal` stops the child and `remove` paths are
 * deleted once it has exited.
 */
export function tieToParent(
  child: ChildProcess,
  options: { signal: 'TERM' | 'INT' | 'QUIT'; remove?: string[] },
): Tie {
  if (!child.pid) return { release: () => undefined };
  const watcher = spawn(
    '/bin/sh',
    ['-c', WATCHER, 'reaper', String(child.pid), options.signal, ...(options.remove ?? [])],
    {
      stdio: ['pipe', 'ignore', 'ignore'],
      detached: true,
    },
  );
  watcher.on('error', () => undefined);
  watcher.stdin?.on('error', () => undefined);
  // Neither the watcher nor its pipe keeps this process alive.
  watcher.unref();
  (watcher.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    watcher.stdin?.end('release\n');
  };
  child.once('exit', release);
  return { release };
}
