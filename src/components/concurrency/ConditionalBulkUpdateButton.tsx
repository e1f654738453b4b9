import { BulkUpdateButton, type BulkUpdateButtonProps } from 'react-admin';
import { useSelectedVersions } from './useSelectedVersions';

/** react-admin's BulkUpdateButton whose write is conditional on the versions the list shows. */
export function ConditionalBulkUpdateButton(props: BulkUpdateButtonProps) {
  const meta = useSelectedVersions();
  return <BulkUpdateButton {...props} mutationOptions={{ ...props.mutationOptions, meta }} />;
}
