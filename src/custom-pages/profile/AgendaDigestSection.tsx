import { Card, CardContent, CardHeader, FormControlLabel, Switch, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { PROFILE_CARD_SX } from './profileCard';

/** GET and PUT /api/profile/agenda-digest. */
interface AgendaDigestSubscription {
  enabled: boolean;
  language: string | null;
}

// The profile's own path as a record: the data provider's getOne/update, no method of its own (as signInSecurity does).
const DIGEST = { resource: 'profile', id: 'agenda-digest' };

/** "Resumen semanal de la agenda": the user switches the Monday e-mail of their agenda on or off; it speaks the UI's language. */
export const AgendaDigestSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const digest = useModuleQuery(
    async (provider) => ((await provider.getOne(DIGEST.resource, { id: DIGEST.id })).data as unknown as AgendaDigestSubscription).enabled,
    'profile/agenda-digest',
  );
  const enabled = digest.data;
  const setEnabled = digest.setData;

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
      </CardContent>
    </Card>
  );
};
