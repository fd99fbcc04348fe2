import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { usePageTitle } from '../../common/usePageTitle';
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
        </CardContent>
      </Card>
      <AgendaList />
    </Box>
  );
};

export default AgendaPage;
