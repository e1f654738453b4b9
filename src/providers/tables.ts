/** react-admin's CRUD methods, which take a resource name. */
export const CRUD_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

export const tableFor = (resource: string, tables: Record<string, string>): string =>
  tables[resource] ?? resource;
