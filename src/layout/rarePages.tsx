// react-admin's pages for errors and refusals, imported only on demand by AdminShell: the login page does not need them.
import HomeIcon from '@mui/icons-material/Home';
import { Box, Button } from '@mui/material';
import { AccessDenied as RaAccessDenied, NotFound as RaNotFound, useTranslate, type AccessDeniedProps } from 'react-admin';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../common/usePageTitle';

export { AuthenticationError, Error } from 'react-admin';

/** The refusal names the browser tab too, so a tab left open says why it shows nothing; and it leads back home. */
export const AccessDenied = (props: AccessDeniedProps) => {
  const translate = useTranslate();
  usePageTitle(translate('ra.page.access_denied'));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, pb: 4 }}>
      <RaAccessDenied {...props} />
      <Button component={Link} to="/" variant="contained" startIcon={<HomeIcon />}>
        {translate('navigation.home')}
      </Button>
    </Box>
  );
};

export const NotFound = () => {
  usePageTitle(useTranslate()('ra.page.not_found'));
  return <RaNotFound />;
};
