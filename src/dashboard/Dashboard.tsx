import { Card, CardContent, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';

/** Landing page after sign-in; modules will add their summaries here. */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.name', { _: 'EnvComply' })} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('app.dashboard.welcome', { name: identity?.fullName ?? '', _: 'Welcome' })}
        </Typography>
        <Typography color="text.secondary">
          {translate('app.dashboard.intro', { _: 'Environmental and legal compliance for your centers.' })}
        </Typography>
      </CardContent>
    </Card>
  );
};
