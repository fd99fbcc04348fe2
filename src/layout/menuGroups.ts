import InsightsIcon from '@mui/icons-material/Insights';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import type { ComponentType } from 'react';
import type { Role } from '../../contract/roles';
import centers from '../resources/center';
import consultancies from '../resources/consultancy';
import enterprises from '../resources/enterprise';
import { LEGAL_MANAGER_PATH, LEGAL_MIGRATION_PATH } from '../custom-pages/legal-manager/legalManagerPaths';
import legalRequirements from '../resources/legal-requirement';
import legalScopes from '../resources/legal-scope';
import legalTexts from '../resources/legal-text';
import projectAmbits from '../resources/project-ambit';
import users from '../resources/user';

export interface MenuEntry {
  /** Resource whose `list` access shows the entry, and whose plural name labels it unless `label` is given. */
  resource: string;
  icon: ComponentType;
  to: string;
  /** Catalogue key of the entry's text. */
  label?: string;
  /** Only these roles see the entry, for resources that several roles reach for different reasons. */
  roles?: readonly Role[];
}

export interface MenuGroup {
  /** Catalogue key `menu.groups.<id>`. */
  id: string;
  entries: MenuEntry[];
}

/** The navigation in the module order of spec §1; each module adds its group or entries here. */
export const MENU_GROUPS: MenuGroup[] = [
  {
    id: 'centers',
    // Admins reach every center from Administration; the others see the ones they belong to.
    entries: [
      {
        resource: 'center',
        icon: centers.icon,
        to: '/center',
        label: 'resources.center.my_centers',
        roles: ['collaborator', 'client'],
      },
    ],
  },
  {
    id: 'projects',
    entries: [{ resource: 'project-ambit', icon: projectAmbits.icon, to: '/project-ambit' }],
  },
  {
    id: 'legal_management',
    entries: [
      { resource: 'legal-manager', icon: AccountTreeIcon, to: LEGAL_MANAGER_PATH, label: 'legalRegister.manager.title' },
      { resource: 'legal-scope', icon: legalScopes.icon, to: '/legal-scope' },
      { resource: 'legal-text', icon: legalTexts.icon, to: '/legal-text' },
      { resource: 'legal-requirement', icon: legalRequirements.icon, to: '/legal-requirement' },
      { resource: 'legal-migration', icon: ImportExportIcon, to: LEGAL_MIGRATION_PATH, label: 'legalRegister.migration.title' },
    ],
  },
  {
    id: 'administration',
    entries: [
      { resource: 'consultancy', icon: consultancies.icon, to: '/consultancy' },
      { resource: 'enterprise', icon: enterprises.icon, to: '/enterprise' },
      { resource: 'center', icon: centers.icon, to: '/center', roles: ['admin'] },
      { resource: 'user', icon: users.icon, to: '/user' },
      { resource: 'metabase-user-access', icon: InsightsIcon, to: '/metabase-user-access', label: 'metabase.title' },
    ],
  },
];
