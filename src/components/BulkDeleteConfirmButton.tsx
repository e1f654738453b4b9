import { isValidElement } from 'react';
import {
  BulkDeleteWithConfirmButton,
  useGetRecordRepresentation,
  useListContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { useSelectedVersions } from './concurrency/useSelectedVersions';
import { useRoleAccess } from './RoleGate';

/** How many selected records the dialog names before it says 'och N till'. */
const NAMED = 5;

/**
 * The lists' bulk delete: always asks first (pessimistic, nothing is removed until the admin confirms) and names
 * what it removes. One record reads like the record pages' dialog ('Ta bort kreditkortet SEB Classic?', from
 * resources.<name>.message.delete_title); several are counted in the title and named in the text.
 */
export function BulkDeleteConfirmButton() {
  const resource = useResourceContext();
  const translate = useTranslate();
  const { selectedIds, data } = useListContext();
  const represent = useGetRecordRepresentation(resource);
  const meta = useSelectedVersions();
  const names = selectedIds.flatMap((id) => {
    const record = data?.find((candidate) => candidate.id === id);
    const name = record ? represent(record) : null;
    return name == null || isValidElement(name) ? [] : [String(name)];
  });
  const count = selectedIds.length;
  const name = translate(`resources.${resource}.forcedCaseName`, { smart_count: count });
  const may = useRoleAccess();
  if (!may({ resource: resource ?? '', action: 'delete' })) return null;

  if (count === 1 && names.length === 1) {
    const options = { name, recordRepresentation: names[0] };
    return (
      <BulkDeleteWithConfirmButton
        mutationMode="pessimistic"
        mutationOptions={{ meta }}
        confirmTitle={
          <>
            {translate(`resources.${resource}.message.delete_title`, {
              ...options,
              _: translate('ra.message.delete_title', options),
            })}
          </>
        }
        confirmContent={
          <>
            {translate(`resources.${resource}.message.delete_content`, {
              ...options,
              _: translate('ra.message.delete_content', options),
            })}
          </>
        }
      />
    );
  }

  const more = count - Math.min(names.length, NAMED);
  return (
    <BulkDeleteWithConfirmButton
      mutationMode="pessimistic"
      mutationOptions={{ meta }}
      confirmContent={
        <>
          {translate('ra.message.bulk_delete_content', { smart_count: count, name })}
          {names.length > 0 && (
            <span style={{ display: 'block', marginTop: 8 }} data-testid="bulk-delete-names">
              {names.slice(0, NAMED).join(', ')}
              {more > 0 ? ` ${translate('app.delete.more', { smart_count: more })}` : ''}
            </span>
          )}
        </>
      }
    />
  );
}
