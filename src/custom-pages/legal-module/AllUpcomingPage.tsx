import { Box, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { DEFAULT_WARNING_DAYS } from '../../../contract/legal';
import { UpcomingList } from './UpcomingList';

/** /about-to-expire: the same list as a center's "Próximos vencimientos", across every center the user sees. */
const AllUpcomingPage = () => {
  const translate = useTranslate();
  const [days, setDays] = useState(DEFAULT_WARNING_DAYS);
  const title = translate('expiry.upcoming_all', { _: 'Upcoming expiries of my centers' });
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">
            {translate('expiry.intro', {
              smart_count: days,
              count: days,
              _: `Expired evidences and those expiring in the next ${days} days.`,
            })}
          </Typography>
        </CardContent>
      </Card>
      <UpcomingList days={days} onDaysChange={setDays} />
    </Box>
  );
};

export default AllUpcomingPage;
