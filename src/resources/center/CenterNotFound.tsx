import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../common/usePageTitle';

/**
 * A center page (its home or any module page) for a center that does not exist or that the user may not
 * see: the API answers 404 for both, so the page says it cannot be found and offers the way to the user's
 * own centers, never a blank page.
 */
export const CenterNotFound = () => {
  const translate = useTranslate();
  const title = translate('navigation.center_not_found_title', { _: 'Center not found' });
  usePageTitle(title);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Alert severity="warning">
            {translate('navigation.center_not_found', { _: 'This center does not exist or you do not have access to it.' })}
          </Alert>
          <Button component={Link} to="/" variant="contained">
            {translate('navigation.my_centers', { _: 'Go to my centers' })}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
