import DescriptionIcon from '@mui/icons-material/Description';
import GavelIcon from '@mui/icons-material/Gavel';
import InsightsIcon from '@mui/icons-material/Insights';
import ParkIcon from '@mui/icons-material/Park';
import PestControlIcon from '@mui/icons-material/PestControl';
import RecyclingIcon from '@mui/icons-material/Recycling';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import type { Identifier } from 'react-admin';
import type { CenterModule } from '../../../contract/modules';
import { useModuleQuery } from '../../common/useModuleQuery';

/** The icon that stands for each module on the center home and the activation page. */
export const MODULE_ICONS: Record<CenterModule, ComponentType<SvgIconProps>> = {
  'legal-requirement': GavelIcon,
  residue: RecyclingIcon,
  ddd: PestControlIcon,
  document: DescriptionIcon,
  'risk-opportunity': WarningAmberIcon,
  improvement: TrendingUpIcon,
  indicator: InsightsIcon,
  'environmental-aspects': ParkIcon,
};

/** Catalogue key of a module's name. */
export const moduleLabel = (module: CenterModule) => `modules.${module}`;

/**
 * The modules of a center with their states (undefined while loading); pass the id once the center itself loaded,
 * so a center the user may not see ends with the page's own message rather than a second error.
 */
export const useCenterModules = (centerId: Identifier | undefined) => {
  // The cache the module frames read too (useModuleCenter): a module switched on here opens at once there.
  const { data: modules, setData } = useModuleQuery(
    centerId === undefined ? undefined : (provider) => provider.getCenterModules(centerId),
    `${centerId}/modules`,
  );
  return [modules, setData] as const;
};
