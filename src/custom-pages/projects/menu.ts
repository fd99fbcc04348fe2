import AccessTimeIcon from '@mui/icons-material/AccessTime';
import BarChartIcon from '@mui/icons-material/BarChart';
import EuroIcon from '@mui/icons-material/Euro';
import TableChartIcon from '@mui/icons-material/TableChart';
import WorkIcon from '@mui/icons-material/Work';
import EventNoteIcon from '@mui/icons-material/EventNote';
import type { MenuEntry } from '../../layout/menuEntry';
import { ALL_USERS_PATH, RESUME_PATH, WORKING_TIME_PATH, YEARLY_FINANCES_PATH } from './paths';

/** The projects group's entries before /project-ambit (light: icons and paths only, the pages are lazy). */
export const PROJECTS_MENU: MenuEntry[] = [
  { resource: 'project', icon: WorkIcon, to: '/project' },
  { resource: 'worked-hours-resume', icon: AccessTimeIcon, to: RESUME_PATH, label: 'projects.resume.title' },
  { resource: 'worked-hours-resume', icon: EventNoteIcon, to: WORKING_TIME_PATH, label: 'projects.register.title' },
  { resource: 'project-reports', icon: TableChartIcon, to: ALL_USERS_PATH, label: 'projects.reports.all_users' },
  { resource: 'project-reports', icon: BarChartIcon, to: YEARLY_FINANCES_PATH, label: 'projects.reports.yearly_finances' },
  { resource: 'project-cost', icon: EuroIcon, to: '/project-cost' },
];
