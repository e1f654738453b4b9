import type { ComponentType } from 'react';
import type { RecordTable } from '../lib/recordTables';
import { lazyView } from './lazyView';
import type { ResourceEntry, ResourceViews, TableName } from './types';

export type ViewKind = 'list' | 'create' | 'edit' | 'show';

/** The suffix of a view's file and export name: `BankList.tsx` exports `BankList`, the list view of banks. */
const VIEW_SUFFIX: Record<ViewKind, string> = { list: 'List', create: 'Create', edit: 'Edit', show: 'Show' };

/**
 * Every resource folder's view modules, by path (`./banks/BankList.tsx`). Vite turns each into its own
 * `() => import('./banks/BankList.tsx')`, so every view stays a lazy module, and build/chunkGroups.ts (whose
 * LIST_VIEW and FORM_VIEW name the same files) groups them as before. Nothing is loaded here.
 */
export const VIEW_MODULES = import.meta.glob<Record<string, ComponentType>>(
  './*/*{List,Create,Edit,Show}.tsx',
);

export interface ViewFile {
  path: string;
  exportName: string;
}

/** The view files of the folder `src/resources/<name>/` among `paths`, by kind; two of one kind are an error. */
export function viewFilesOf(
  name: string,
  paths: string[] = Object.keys(VIEW_MODULES),
): Partial<Record<ViewKind, ViewFile>> {
  const files: Partial<Record<ViewKind, ViewFile>> = {};
  for (const path of paths) {
    const match = /^\.\/([^/]+)\/([A-Za-z]+)\.tsx$/.exec(path);
    if (!match || match[1] !== name) continue;
    const exportName = match[2];
    const kind = (Object.keys(VIEW_SUFFIX) as ViewKind[]).find((k) => exportName.endsWith(VIEW_SUFFIX[k]));
    if (!kind) continue;
    const taken = files[kind];
    if (taken) throw new Error(`src/resources/${name}: two ${kind} views, ${taken.path} and ${path}`);
    files[kind] = { path, exportName };
  }
  return files;
}

/** A resource's table is one of RECORD_TABLES (the error mapper reads constraint names by them), so a table
 * missing there is a type error here, not a field error lost at run time. */
type TableOption<Name extends string> = Name extends RecordTable
  ? { /** Table in the public schema; the resource's name when absent. */ table?: RecordTable }
  : { table: RecordTable };

export type ResourceOptions<Name extends string> = Omit<ResourceEntry, 'name' | 'table' | 'views'> &
  TableOption<Name> & {
    /** How a record is named in titles, references and the history; `'name'` when absent. */
    recordRepresentation?: ResourceViews['recordRepresentation'];
  };

/**
 * A resource's registry entry with the app's conventions filled in: route and react-admin name `name`, labels
 * under `resources.<name>` in src/i18n/sv.ts, table `name` (unless given), the record named by its `name` column
 * (unless given), and as views the files of `src/resources/<name>/` called `*List`, `*Create`, `*Edit` and
 * `*Show` (`.tsx`, exporting a component of the file's name), each loaded on demand.
 */
export function defineResource<Name extends string>(
  name: Name,
  { table, recordRepresentation = 'name', ...rest }: ResourceOptions<Name>,
): ResourceEntry {
  const views: ResourceViews = { recordRepresentation };
  for (const [kind, file] of Object.entries(viewFilesOf(name)) as Array<[ViewKind, ViewFile]>) {
    views[kind] = lazyView(VIEW_MODULES[file.path], file.exportName);
  }
  return { name, table: table ?? (name as TableName), views, ...rest };
}
