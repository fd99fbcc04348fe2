import type { ComponentType } from 'react';
import type { Role } from '../../contract/roles';
import centers from '../resources/center';
import consultancies from '../resources/consultancy';
import enterprises from '../resources/enterprise';
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
    id: 'administration',
    entries: [
      { resource: 'consultancy', icon: consultancies.icon, to: '/consultancy' },
      { resource: 'enterprise', icon: enterprises.icon, to: '/enterprise' },
      { resource: 'center', icon: centers.icon, to: '/center', roles: ['admin'] },
      { resource: 'user', icon: users.icon, to: '/user' },
    ],
  },
];
