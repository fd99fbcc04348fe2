import ScheduleIcon from '@mui/icons-material/Schedule';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Title, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { Role } from '../../contract/roles';
import { QueryState } from '../common/QueryState';
import { useModuleQuery } from '../common/useModuleQuery';
import type { HomeCenter } from '../dataProvider/home';
import { ALL_UPCOMING_PATH } from '../custom-pages/legal-module/paths';
import { RequestsCard } from '../custom-pages/requests/RequestsCard';
import { CenterFiguresCard, ComplianceFigure } from './CenterFiguresCard';

export type HomeSort = 'attention' | 'compliance' | 'name';

/** What needs attention first: more expired, then more expiring, then lower compliance (none last), then the name. */
export const sortCenters = (centers: HomeCenter[], sort: HomeSort): HomeCenter[] => {
  const byName = (a: HomeCenter, b: HomeCenter) => a.center.name.localeCompare(b.center.name);
  const byCompliance = (a: HomeCenter, b: HomeCenter) => (a.compliance ?? 101) - (b.compliance ?? 101);
  const order: Record<HomeSort, (a: HomeCenter, b: HomeCenter) => number> = {
    attention: (a, b) => b.expired - a.expired || b.expiring - a.expiring || byCompliance(a, b) || byName(a, b),
    compliance: (a, b) => byCompliance(a, b) || byName(a, b),
    name: byName,
  };
  return [...centers].sort(order[sort]);
};

/** Fulfilled over all evidences of every center, in percent; null without evidences. */
const overallCompliance = (centers: HomeCenter[]) => {
  const total = centers.reduce((sum, center) => sum + center.evidences.total, 0);
  const fulfilled = centers.reduce((sum, center) => sum + center.evidences.FULFILLED, 0);
  return total ? Math.round((fulfilled / total) * 10_000) / 100 : null;
};

/**
 * The landing page of every role: the centers the user sees with their compliance, counts by state,
 * expired and soon-expiring evidences and active modules, from ONE call (GET /api/home).
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data: home, error } = useModuleQuery((dataProvider) => dataProvider.getHome(), 'home');
  const [sort, setSort] = useState<HomeSort>('attention');
  const { permissions: role } = usePermissions<Role>();

  const centers = useMemo(() => (home ? sortCenters(home.results, sort) : []), [home, sort]);
  const needsAttention = centers.some((center) => center.expired > 0 || center.expiring > 0);

  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={translate('home.title', { _: 'Home' })} />
      <Card>
        <CardContent sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <Box sx={{ flex: '1 1 260px' }}>
            <Typography variant="h5" component="h1" gutterBottom>
              {translate('app.dashboard.welcome', { name: identity?.fullName ?? '', _: 'Welcome' })}
            </Typography>
            <Typography color="text.secondary">
              {translate('app.dashboard.intro', { _: 'Environmental and legal compliance for your centers.' })}
            </Typography>
          </Box>
          {home && home.results.length > 1 && (
            <Box sx={{ flex: '0 1 260px' }}>
              <ComplianceFigure value={overallCompliance(home.results)} label={translate('home.overall', { _: 'Overall compliance' })} />
            </Box>
          )}
        </CardContent>
      </Card>
      {/* Issue 35: what the client must send comes first; staff see the answers waiting for their review. */}
      {role && <RequestsCard which={role === 'client' ? 'pending' : 'toReview'} hideWhenEmpty />}
      {!home ? (
        <QueryState error={error} />
      ) : home.results.length === 0 ? (
        <Alert severity="info">{translate('home.no_centers', { _: 'You have no center assigned yet.' })}</Alert>
      ) : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              {translate('home.centers', { _: 'My centers' })}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', flexShrink: 0 }}>
              {needsAttention && (
                // One line: wrapped inside the button ("Propers / venciments"), it read as two links.
                <Button
                  size="small"
                  color="warning"
                  startIcon={<ScheduleIcon />}
                  component={Link}
                  to={ALL_UPCOMING_PATH}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {translate('home.upcoming', { _: 'Upcoming expiries' })}
                </Button>
              )}
              <TextField
                select
                size="small"
                label={translate('home.sort', { _: 'Sort by' })}
                value={sort}
                onChange={(event) => setSort(event.target.value as HomeSort)}
                sx={{ width: { xs: '100%', sm: 260 } }}
              >
                <MenuItem value="attention">{translate('home.sort_attention', { _: 'What needs attention' })}</MenuItem>
                <MenuItem value="compliance">{translate('home.sort_compliance', { _: 'Lowest compliance' })}</MenuItem>
                <MenuItem value="name">{translate('home.sort_name', { _: 'Name' })}</MenuItem>
              </TextField>
            </Stack>
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))', gap: 2 }}>
            {centers.map((center) => (
              <CenterFiguresCard key={center.center.id} figures={center} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
};
