import type { ResourceViews } from '../types';
import { NetworkCreate } from './NetworkCreate';
import { NetworkEdit } from './NetworkEdit';
import { NetworkList } from './NetworkList';
import { NetworkShow } from './NetworkShow';

export const networksViews: ResourceViews = {
  list: NetworkList,
  show: NetworkShow,
  create: NetworkCreate,
  edit: NetworkEdit,
  recordRepresentation: 'name',
};
