import AirIcon from '@mui/icons-material/Air';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import CategoryIcon from '@mui/icons-material/Category';
import ChecklistIcon from '@mui/icons-material/Checklist';
import DomainIcon from '@mui/icons-material/Domain';
import EnergySavingsLeafIcon from '@mui/icons-material/EnergySavingsLeaf';
import GavelIcon from '@mui/icons-material/Gavel';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import LayersIcon from '@mui/icons-material/Layers';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import PublicIcon from '@mui/icons-material/Public';
import RecyclingIcon from '@mui/icons-material/Recycling';
import RuleIcon from '@mui/icons-material/Rule';
import ScienceIcon from '@mui/icons-material/Science';
import StoreIcon from '@mui/icons-material/Store';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import InsightsIcon from '@mui/icons-material/Insights';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import type { ComponentType } from 'react';
import type { Role } from '../../contract/roles';
import { canAccess } from '../authProvider/canAccess';
import { LEGAL_MANAGER_PATH, LEGAL_MIGRATION_PATH } from '../custom-pages/legal-manager/legalManagerPaths';
import { PROJECTS_MENU } from '../custom-pages/projects/menu';

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
        icon: StoreIcon,
        to: '/center',
        label: 'resources.center.my_centers',
        roles: ['collaborator', 'client'],
      },
      { resource: 'upcoming-expiries', icon: EventBusyIcon, to: '/about-to-expire', label: 'expiry.upcoming' },
      { resource: 'waste-legal-clock', icon: RecyclingIcon, to: '/waste-legal-clock', label: 'waste.clock.all_centers' },
    ],
  },
  {
    id: 'projects',
    entries: [...PROJECTS_MENU, { resource: 'project-ambit', icon: CategoryIcon, to: '/project-ambit' }],
  },
  {
    id: 'legal_management',
    entries: [
      { resource: 'legal-manager', icon: AccountTreeIcon, to: LEGAL_MANAGER_PATH, label: 'legalRegister.manager.title' },
      { resource: 'legal-scope', icon: PublicIcon, to: '/legal-scope' },
      { resource: 'legal-text', icon: GavelIcon, to: '/legal-text' },
      { resource: 'legal-requirement', icon: RuleIcon, to: '/legal-requirement' },
      { resource: 'legal-migration', icon: ImportExportIcon, to: LEGAL_MIGRATION_PATH, label: 'legalRegister.migration.title' },
    ],
  },
  {
    id: 'environmental_aspects',
    entries: [
      { resource: 'vector', icon: AirIcon, to: '/vector' },
      { resource: 'aspect', icon: EnergySavingsLeafIcon, to: '/aspect' },
      { resource: 'good-practice', icon: ChecklistIcon, to: '/good-practice' },
    ],
  },
  {
    id: 'risk_catalogues',
    entries: [
      { resource: 'risk-opportunity-ambit', icon: LayersIcon, to: '/risk-opportunity-ambit' },
      { resource: 'category', icon: CategoryIcon, to: '/category' },
      { resource: 'question', icon: HelpOutlineIcon, to: '/question' },
      { resource: 'consequence', icon: CallSplitIcon, to: '/consequence' },
    ],
  },
  {
    id: 'waste_catalogues',
    entries: [
      { resource: 'residue', icon: ScienceIcon, to: '/residue' },
      { resource: 'dangerousness', icon: WarningAmberIcon, to: '/dangerousness' },
      { resource: 'treatment', icon: RecyclingIcon, to: '/treatment' },
      { resource: 'residue-carrier', icon: LocalShippingIcon, to: '/residue-carrier' },
      { resource: 'residue-manager', icon: WarehouseIcon, to: '/residue-manager' },
    ],
  },
  {
    id: 'administration',
    entries: [
      { resource: 'consultancy', icon: HandshakeIcon, to: '/consultancy' },
      { resource: 'enterprise', icon: DomainIcon, to: '/enterprise' },
      { resource: 'center', icon: StoreIcon, to: '/center', roles: ['admin'] },
      { resource: 'user', icon: PeopleIcon, to: '/user' },
      { resource: 'metabase-user-access', icon: InsightsIcon, to: '/metabase-user-access', label: 'metabase.title' },
    ],
  },
];

/** The group's entries the role sees: it may list the resource, and the entry is meant for its role. */
export const entriesFor = (group: MenuGroup, role: Role | undefined): MenuEntry[] =>
  group.entries.filter(
    ({ resource, roles }) =>
      canAccess(role, { resource, action: 'list' }) && (!roles || (role !== undefined && roles.includes(role))),
  );
