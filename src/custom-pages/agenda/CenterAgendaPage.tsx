import { Box, Card, CardContent, Typography } from '@mui/material';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { Trail } from '../../common/Trail';
import { usePageTitle } from '../../common/usePageTitle';
import { centerHomePath } from '../../resources/center/centerPaths';
import { CenterNotFound } from '../../resources/center/CenterNotFound';
import type { Center } from '../../resources/center/types';
import { AgendaList } from './AgendaList';

/** /center/{centerId}/agenda: the center's obligations from every module it uses. */
const CenterAgendaPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const { data: center, error } = useGetOne<Center>('center', { id: Number(centerId) }, { retry: false });
  const title = translate('agenda.center_title');
  usePageTitle(center ? `${title} · ${center.name}` : title);
  if (error) return <CenterNotFound />;
  if (!center) return <Loading />;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={`${center.name} · ${title}`} />
      <Card>
        <CardContent>
          <Trail crumbs={[{ name: center.name, to: centerHomePath(centerId) }, { name: title }]} />
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
        </CardContent>
      </Card>
      <AgendaList centerId={centerId} />
    </Box>
  );
};

export default CenterAgendaPage;
