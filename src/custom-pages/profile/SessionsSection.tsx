import { Box, Button, Card, CardContent, CardHeader, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useMemo } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../common/fields';
import { plainTablePhoneStyles } from '../../common/phoneTables';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { signInSecurity, type UserSession } from './signInSecurity';
import { PROFILE_CARD_SX } from './profileCard';

/** "Sesiones": where the user is signed in (device, address, started, last used), ending any session or all the others. */
export const SessionsSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const api = useMemo(() => signInSecurity(dataProvider), [dataProvider]);
  const query = useModuleQuery((provider) => signInSecurity(provider).getSessions(), 'profile/sessions');
  const sessions = query.data;

  const end = (action: () => Promise<void>, done: string) =>
    action()
      .then(() => notify(done, { type: 'success' }))
      .then(query.refetch)
      .catch(reportError);

  const device = (session: UserSession) =>
    translate('sessions.device', {
      browser: session.browser ?? translate('sessions.unknown_browser'),
      system: session.system ?? translate('sessions.unknown_system'),
    });
  const labels = {
    address: translate('sessions.address'),
    started: translate('sessions.started'),
    lastUsed: translate('sessions.last_used'),
  };

  return (
    <Card component="section" aria-labelledby="sessions-title" sx={PROFILE_CARD_SX}>
      <CardHeader title={translate('sessions.title')} slotProps={{ title: { id: 'sessions-title', variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {!sessions && <QueryState error={query.error} />}
        {sessions && (
          <Box sx={(theme) => ({ overflowX: 'auto', ...plainTablePhoneStyles(theme) })}>
            <Table size="small" aria-labelledby="sessions-title">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('sessions.device_column')}</TableCell>
                  <TableCell>{labels.address}</TableCell>
                  <TableCell>{labels.started}</TableCell>
                  <TableCell>{labels.lastUsed}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {sessions.map((session) => (
                  <TableRow key={session.id}>
                    <TableCell>
                      {device(session)}{' '}
                      {session.current && (
                        <Chip size="small" color="primary" variant="outlined" label={translate('sessions.this_session')} />
                      )}
                    </TableCell>
                    <TableCell data-label={labels.address}>{session.address ?? '—'}</TableCell>
                    <TableCell data-label={labels.started}>{formatDateTime(session.created_at)}</TableCell>
                    <TableCell data-label={labels.lastUsed}>{formatDateTime(session.last_used_at)}</TableCell>
                    <TableCell align="right">
                      {!session.current && (
                        <Button size="small" color="error" onClick={() => end(() => api.endSession(session.id), 'sessions.ended')}>
                          {translate('sessions.end')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {/* Only while another session is open: with none left the button would promise nothing. */}
        {sessions?.some((session) => !session.current) && (
          <Button sx={{ mt: 2 }} color="error" onClick={() => end(() => api.endOtherSessions(), 'sessions.ended_others')}>
            {translate('sessions.end_others')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};
