import type { ComponentType } from 'react';
import type { Role } from '../../contract/roles';

/** One link of the side menu (its own file: module menus declare entries without importing the menu). */
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
