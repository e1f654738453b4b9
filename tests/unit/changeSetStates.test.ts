import { describe, expect, it } from 'vitest';
import { changeSetState } from '../../src/history/changeSetStates';
import type { ChangeSetState } from '../../src/providers/dataProvider';

/** A data provider stand-in that records each getChangeSetStates call and answers from `known`. */
function recording(known: ChangeSetState[]) {
  const calls: string[][] = [];
  return {
    calls,
    getChangeSetStates: async (changeSets: string[]) => {
      calls.push(changeSets);
      return known.filter((state) => changeSets.includes(state.change_set));
    },
  };
}

describe('changeSetState (issue 31 item 7: no N+1 on the history page)', () => {
  it('asks every change set a page mounts with in one call, each once, and answers each its own state', async () => {
    const load = recording([
      { change_set: 'a', change_kind: 'bulk_edit', undone: false },
      { change_set: 'b', change_kind: 'import', undone: true },
    ]);
    const answers = await Promise.all(['a', 'b', 'a', 'c'].map((set) => changeSetState(load, set)));
    expect(load.calls).toEqual([['a', 'b', 'c']]);
    expect(answers).toEqual([
      { change_set: 'a', change_kind: 'bulk_edit', undone: false },
      { change_set: 'b', change_kind: 'import', undone: true },
      { change_set: 'a', change_kind: 'bulk_edit', undone: false },
      { change_set: 'c', change_kind: null, undone: false },
    ]);
  });

  it('asks again in a later turn, and passes a failure to every caller of the batch', async () => {
    const load = recording([]);
    await changeSetState(load, 'a');
    await changeSetState(load, 'b');
    expect(load.calls).toEqual([['a'], ['b']]);
    const failing = {
      getChangeSetStates: () => Promise.reject(new Error('Endast administratörer')),
    };
    const results = await Promise.allSettled([changeSetState(failing, 'x'), changeSetState(failing, 'y')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
