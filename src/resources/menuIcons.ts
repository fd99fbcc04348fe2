// The declared resources' menu icons, by name: they come with the menu, never with the login page (the declarations do).
import Air from '@mui/icons-material/Air';
import CallSplit from '@mui/icons-material/CallSplit';
import Category from '@mui/icons-material/Category';
import Checklist from '@mui/icons-material/Checklist';
import Domain from '@mui/icons-material/Domain';
import EnergySavingsLeaf from '@mui/icons-material/EnergySavingsLeaf';
import Gavel from '@mui/icons-material/Gavel';
import Handshake from '@mui/icons-material/Handshake';
import HelpOutline from '@mui/icons-material/HelpOutline';
import Layers from '@mui/icons-material/Layers';
import LocalShipping from '@mui/icons-material/LocalShipping';
import People from '@mui/icons-material/People';
import Public from '@mui/icons-material/Public';
import Recycling from '@mui/icons-material/Recycling';
import Rule from '@mui/icons-material/Rule';
import Science from '@mui/icons-material/Science';
import Store from '@mui/icons-material/Store';
import Warehouse from '@mui/icons-material/Warehouse';
import WarningAmber from '@mui/icons-material/WarningAmber';

export const MENU_ICONS = {
  Air,
  CallSplit,
  Category,
  Checklist,
  Domain,
  EnergySavingsLeaf,
  Gavel,
  Handshake,
  HelpOutline,
  Layers,
  LocalShipping,
  People,
  Public,
  Recycling,
  Rule,
  Science,
  Store,
  Warehouse,
  WarningAmber,
};

export type MenuIconName = keyof typeof MENU_ICONS;
