import type { ComponentType } from 'react';
import projectAmbits from '../resources/project-ambit';
import users from '../resources/user';

export interface MenuEntry {
  /** Resource whose `list` access shows the entry, and whose plural name labels it. */
  resource: string;
  icon: ComponentType;
  to: string;
}

export interface MenuGroup {
  /** Catalogue key `menu.groups.<id>`. */
  id: string;
  entries: MenuEntry[];
}

/** The navigation in the module order of spec §1; each module adds its group or entries here. */
export const MENU_GROUPS: MenuGroup[] = [
  {
    id: 'projects',
    entries: [{ resource: 'project-ambit', icon: projectAmbits.icon, to: '/project-ambit' }],
  },
  {
    id: 'administration',
    entries: [{ resource: 'user', icon: users.icon, to: '/user' }],
  },
];
