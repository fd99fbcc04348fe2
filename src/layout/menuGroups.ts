import AssignmentIcon from '@mui/icons-material/Assignment';
import InsightsIcon from '@mui/icons-material/Insights';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import EventNoteIcon from '@mui/icons-material/EventNote';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import RecyclingIcon from '@mui/icons-material/Recycling';
import type { Role } from '../../contract/roles';
import { canAccess } from '../authProvider/canAccess';
import { AGENDA_PATH } from '../custom-pages/agenda/paths';
import { NOVEDADES_PATH } from '../custom-pages/legal-changes/paths';
import { LEGAL_MANAGER_PATH, LEGAL_MIGRATION_PATH } from '../custom-pages/legal-manager/legalManagerPaths';
import { PROJECTS_MENU } from '../custom-pages/projects/menu';
import { REQUESTS_PATH } from '../custom-pages/requests/paths';
import { RESOURCES } from '../resources';
import { menuPlacements, type MenuGroupId } from '../resources/declare';
import { MENU_ICONS } from '../resources/menuIcons';
import type { MenuEntry } from './menuEntry';

export type { MenuEntry } from './menuEntry';

export interface MenuGroup {
  /** Catalogue key `menu.groups.<id>`. */
  id: string;
  entries: MenuEntry[];
}

/** The declared resources' entries of a group (src/resources), by their position, then in the list's order. */
const declared = (group: MenuGroupId): MenuEntry[] =>
  RESOURCES.flatMap((declaration) =>
    menuPlacements(declaration)
      .filter((placement) => placement.group === group)
      .map((placement) => ({ declaration, placement })),
  )
    .sort((one, other) => (one.placement.position ?? Number.MAX_SAFE_INTEGER) - (other.placement.position ?? Number.MAX_SAFE_INTEGER))
    .map(({ declaration, placement: { icon, label, roles } }) => ({
      resource: declaration.name,
      icon: MENU_ICONS[icon],
      to: `/${declaration.name}`,
      label,
      roles,
    }));

/** The navigation in the module order of spec §1: the declared resources, and the hand-written pages each module adds here. */
export const MENU_GROUPS: MenuGroup[] = [
  {
    id: 'centers',
    entries: [
      ...declared('centers'),
      { resource: 'agenda', icon: EventNoteIcon, to: AGENDA_PATH, label: 'agenda.title' },
      { resource: 'requests', icon: AssignmentIcon, to: REQUESTS_PATH, label: 'requests.menu' },
      { resource: 'upcoming-expiries', icon: EventBusyIcon, to: '/about-to-expire', label: 'expiry.upcoming' },
      { resource: 'waste-legal-clock', icon: RecyclingIcon, to: '/waste-legal-clock', label: 'waste.clock.all_centers' },
    ],
  },
  { id: 'projects', entries: [...PROJECTS_MENU, ...declared('projects')] },
  {
    id: 'legal_management',
    entries: [
      { resource: 'legal-manager', icon: AccountTreeIcon, to: LEGAL_MANAGER_PATH, label: 'legalRegister.manager.title' },
      ...declared('legal_management'),
      { resource: 'legal-changes', icon: NewReleasesIcon, to: NOVEDADES_PATH, label: 'legalRegister.novedades.title' },
      { resource: 'legal-migration', icon: ImportExportIcon, to: LEGAL_MIGRATION_PATH, label: 'legalRegister.migration.title' },
    ],
  },
  { id: 'environmental_aspects', entries: declared('environmental_aspects') },
  { id: 'risk_catalogues', entries: declared('risk_catalogues') },
  { id: 'waste_catalogues', entries: declared('waste_catalogues') },
  {
    id: 'administration',
    entries: [
      ...declared('administration'),
      { resource: 'metabase-user-access', icon: InsightsIcon, to: '/metabase-user-access', label: 'metabase.title' },
    ],
  },
];

/** The group's entries the role sees: it may list the resource, and the entry is meant for its role. */
export const entriesFor = (group: MenuGroup, role: Role | undefined): MenuEntry[] =>
  group.entries.filter(
    ({ resource, roles }) => canAccess(role, { resource, action: 'list' }) && (!roles || (role !== undefined && roles.includes(role))),
  );
