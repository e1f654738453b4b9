import type { ComponentType, ReactElement } from 'react';
import type { RaRecord } from 'react-admin';

/** The views a resource folder exports from its index.ts, e.g. `export const cardsViews: ResourceViews`. */
export interface ResourceViews {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  recordRepresentation?: string | ReactElement | ((record: RaRecord) => string);
}
