import { useListContext } from 'react-admin';
import type { WriteMeta } from '../../providers/conditionalWrites';

/**
 * The version of each selected row as the list shows it, for updateMany/deleteMany: the data provider writes a
 * row only if it is still at that version (src/providers/conditionalWrites.ts). A selected row the list no longer
 * holds (another page) has no version and is reported as a conflict, never written blindly.
 */
export function useSelectedVersions(): WriteMeta {
  const { selectedIds, data } = useListContext();
  const versions: Record<string, number> = {};
  for (const id of selectedIds) {
    const record = data?.find((candidate) => candidate.id === id);
    if (typeof record?.version === 'number') versions[String(id)] = record.version;
  }
  return { versions };
}
