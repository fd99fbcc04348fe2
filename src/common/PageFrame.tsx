import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Role } from '../../contract/roles';
import { centerHomePath, moduleActivationPath } from '../resources/center/centerPaths';
import { Trail } from './Trail';
import { usePageTitle } from './usePageTitle';

/** Where a center page sits: center > module > page, each but the last a link; also the browser tab's title. */
export const CenterBreadcrumbs = ({
  centerId,
  centerName,
  module,
  moduleHome,
  page,
}: {
  centerId: string;
  centerName: string;
  module: string;
  moduleHome: string;
  page: string;
}) => {
  usePageTitle(`${page} · ${centerName}`);
  return <Trail crumbs={[{ name: centerName, to: centerHomePath(centerId) }, { name: module, to: moduleHome }, { name: page }]} />;
};

/**
 * A module switched off for the center (the server answers its pages 409 module_inactive): says so,
 * with the way to switch it on for admins, and the center's home for everyone else.
 */
export const ModuleInactive = ({ centerId, centerName, module }: { centerId: string; centerName: string; module: string }) => {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  usePageTitle(module);
  return (
    <Box sx={{ mt: 2 }}>
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
          <Typography variant="h5" component="h1">
            {module}
          </Typography>
          <Alert severity="info">{translate('navigation.module_inactive', { module, center: centerName })}</Alert>
          {role === 'admin' ? (
            <Button component={Link} to={moduleActivationPath(centerId)} variant="contained">
              {translate('navigation.activate_module')}
            </Button>
          ) : (
            <Button component={Link} to={centerHomePath(centerId)} variant="outlined">
              {translate('navigation.center_home')}
            </Button>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
