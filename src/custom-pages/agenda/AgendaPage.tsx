import EventIcon from '@mui/icons-material/Event';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../common/usePageTitle';
import { CALENDAR_SECTION_ID } from '../profile/agendaFeed';
import { PROFILE_PATH } from '../profilePath';
import { AgendaList } from './AgendaList';

/** /agenda: what falls due in every center the user sees, from every module (issue 26). */
const AgendaPage = () => {
  const translate = useTranslate();
  const title = translate('agenda.title');
  usePageTitle(title);
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{translate('agenda.intro')}</Typography>
          {/* The calendar link is made in the profile, where it can be revoked too. */}
          <Button sx={{ mt: 1 }} size="small" startIcon={<EventIcon />} component={Link} to={`${PROFILE_PATH}#${CALENDAR_SECTION_ID}`}>
            {translate('agenda_feed.subscribe')}
          </Button>
        </CardContent>
      </Card>
      <AgendaList />
    </Box>
  );
};

export default AgendaPage;
