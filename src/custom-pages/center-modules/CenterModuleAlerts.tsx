import { Box } from '@mui/material';
import type { Identifier } from 'react-admin';
import type { CenterModule } from '../../../contract/modules';
import { OverdueServicesAlert } from './DddServicesPage';

/** What needs attention in the center's document, pest-control and indicator modules, on the center home. */
export const CenterModuleAlerts = ({ centerId, active }: { centerId: Identifier; active: CenterModule[] }) => (
  <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1, '&:empty': { display: 'none' } }}>
    {active.includes('ddd') && <OverdueServicesAlert centerId={centerId} />}
  </Box>
);
