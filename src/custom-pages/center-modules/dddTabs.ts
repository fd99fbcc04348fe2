import type { Identifier } from 'react-admin';
import { dddModulePath } from './paths';
import type { ModuleTab } from './CenterModuleLayout';

export const dddTabs = (centerId: Identifier): ModuleTab[] => [
  { key: 'services', label: 'ddd.pages.services', to: dddModulePath(centerId) },
  { key: 'configuration', label: 'ddd.pages.configuration', to: dddModulePath(centerId, 'configuration') },
  { key: 'files', label: 'ddd.pages.files', to: dddModulePath(centerId, 'file-management') },
];
