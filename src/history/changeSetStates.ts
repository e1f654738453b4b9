import type { AppDataProvider, ChangeSetState } from '../providers/dataProvider';

type Load = Pick<AppDataProvider, 'getChangeSetStates'>;

interface Waiting {
  resolve: (state: ChangeSetState) => void;
  reject: (error: unknown) => void;
}

const queued = new Map<Load, Map<string, Waiting[]>>();

/**
 * One change set's state, asked together with every other change set asked in the same turn through the same data
 * provider: a page of history rows mounts at once, so its change sets cost one call (getChangeSetStates), not two
 * queries each (issue 31 item 7). A change set the answer lacks has no rows the caller may see: not undone.
 */
export function changeSetState(load: Load, changeSet: string): Promise<ChangeSetState> {
  return new Promise((resolve, reject) => {
    let batch = queued.get(load);
    if (!batch) {
      batch = new Map();
      queued.set(load, batch);
      setTimeout(() => void flush(load), 0);
    }
    batch.set(changeSet, [...(batch.get(changeSet) ?? []), { resolve, reject }]);
  });
}

async function flush(load: Load): Promise<void> {
  const batch = queued.get(load)!;
  queued.delete(load);
  try {
    const states = new Map(
      (await load.getChangeSetStates([...batch.keys()])).map((state) => [state.change_set, state]),
    );
    for (const [changeSet, waiting] of batch) {
      const state = states.get(changeSet) ?? { change_set: changeSet, change_kind: null, undone: false };
      for (const { resolve } of waiting) resolve(state);
    }
  } catch (error) {
    for (const waiting of batch.values()) for (const { reject } of waiting) reject(error);
  }
}
