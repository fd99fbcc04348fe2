import { Alert, Button, Card, CardContent, CardHeader, FormControlLabel, Switch, Typography } from '@mui/material';
import { useDataProvider, useNotify, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Role } from '../../../contract/roles';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { emailConfigurationPath } from '../../resources/consultancy/emailConfigurationPath';
import { PROFILE_CARD_SX } from './profileCard';

/** GET and PUT /api/profile/agenda-digest. */
interface AgendaDigestSubscription {
  enabled: boolean;
  language: string | null;
  /** A mail server can carry the digest (GET only). */
  mail_ready?: boolean;
  /** For an admin: the consultancy whose mail settings carry their digest (GET only). */
  mail_consultancy_id?: number | null;
}

// The profile's own path as a record: the data provider's getOne/update, no method of its own (as signInSecurity does).
const DIGEST = { resource: 'profile', id: 'agenda-digest' };

/** "Resumen semanal de la agenda": the user switches the Monday e-mail of their agenda on or off; it speaks the UI's language. */
export const AgendaDigestSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions: role } = usePermissions<Role>();
  const digest = useModuleQuery(
    async (provider) => (await provider.getOne(DIGEST.resource, { id: DIGEST.id })).data as unknown as AgendaDigestSubscription,
    'profile/agenda-digest',
  );
  const enabled = digest.data?.enabled;
  const setEnabled = (value: boolean) => digest.setData((current) => current && { ...current, enabled: value });
  const mailReady = digest.data?.mail_ready !== false;
  const consultancyId = digest.data?.mail_consultancy_id;

  const change = async (wanted: boolean) => {
    setEnabled(wanted);
    try {
      const { data } = await dataProvider.update(DIGEST.resource, {
        id: DIGEST.id,
        data: { enabled: wanted },
        previousData: { id: DIGEST.id },
      });
      const saved = (data as unknown as AgendaDigestSubscription).enabled;
      setEnabled(saved);
      notify(saved ? 'agenda.digest.enabled' : 'agenda.digest.disabled', { type: 'success' });
    } catch (error) {
      setEnabled(!wanted);
      await reportError(error as Error);
    }
  };

  return (
    <Card component="section" aria-labelledby="agenda-digest-title" sx={PROFILE_CARD_SX}>
      <CardHeader
        title={translate('agenda.digest.title', { _: 'Weekly agenda digest' })}
        slotProps={{ title: { id: 'agenda-digest-title', variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('agenda.digest.explain', { _: 'Every Monday, what is overdue and what falls due in the next 30 days.' })}
        </Typography>
        <FormControlLabel
          control={
            <Switch checked={enabled ?? false} disabled={enabled === undefined} onChange={(event) => change(event.target.checked)} />
          }
          label={translate('agenda.digest.switch', { _: 'Receive the weekly digest by e-mail' })}
        />
        {/* The switch still saves the wish; beside it, why nothing would come (issue 34). */}
        {!mailReady && role === 'admin' && (
          <Alert
            severity="warning"
            sx={{ mt: 1 }}
            action={
              consultancyId ? (
                <Button color="inherit" size="small" component={Link} to={emailConfigurationPath(consultancyId)}>
                  {translate('agenda.digest.set_up_mail')}
                </Button>
              ) : undefined
            }
          >
            {translate('agenda.digest.no_mail_admin')} {!consultancyId && translate('agenda.digest.no_mail_admin_where')}
          </Alert>
        )}
        {!mailReady && role !== 'admin' && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate('agenda.digest.no_mail')}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
