import { Alert, Box, Button, Card, CardContent, CardHeader, TextField, Typography } from '@mui/material';
import { useMemo, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { TwoFactorSetup } from '../../authProvider/secondFactorPrompt';
import { formatDateTime } from '../../common/fields';
import { QueryState } from '../../common/QueryState';
import { TotpCodeField } from '../../common/TotpCodeField';
import { AuthenticatorSetup } from '../../common/twoFactor/AuthenticatorSetup';
import { failureMessage } from '../../common/twoFactor/failureMessage';
import { RecoveryCodes } from '../../common/twoFactor/RecoveryCodes';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { signInSecurity } from './signInSecurity';
import { PROFILE_CARD_SX } from './profileCard';

/** Turning it on asks for the password besides the first code; disable and renew for the password and a code. */
type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' }
  | { kind: 'renew' };

/**
 * "Verificación en dos pasos": turn it on (QR, secret, first code, recovery codes once), get new recovery codes or turn it
 * off (both with the password and a code).
 */
export const TwoFactorSection = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const api = useMemo(() => signInSecurity(dataProvider), [dataProvider]);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const twoFactor = useModuleQuery((provider) => signInSecurity(provider).getTwoFactor(), 'profile/two-factor');
  const state = twoFactor.data;

  const begin = (next: Step) => {
    setStep(next);
    setCode('');
    setPassword('');
    setError(null);
  };

  const run = async (event: FormEvent, action: () => Promise<void>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failureMessage(translate, failure));
    } finally {
      setBusy(false);
    }
  };

  const confirm = (event: FormEvent, setup: TwoFactorSetup) =>
    run(event, async () => {
      begin({ kind: 'codes', codes: await api.confirmTwoFactor(setup.setup, code.trim(), password) });
      twoFactor.refetch();
    });
  const disable = (event: FormEvent) =>
    run(event, async () => {
      await api.disableTwoFactor(password, code.trim());
      notify('two_factor.disabled', { type: 'success' });
      begin({ kind: 'idle' });
      twoFactor.refetch();
    });
  const renew = (event: FormEvent) =>
    run(event, async () => {
      begin({ kind: 'codes', codes: await api.renewRecoveryCodes(password, code.trim()) });
      twoFactor.refetch();
    });

  const passwordField = (
    <TextField
      name="password"
      type="password"
      margin="dense"
      autoComplete="current-password"
      label={translate('two_factor.current_password')}
      value={password}
      onChange={(event) => setPassword(event.target.value)}
      helperText={translate('two_factor.password_help')}
    />
  );

  // The first code comes from the app just set up; afterwards a recovery code proves it too.
  const codeField = (recovery: boolean) => <TotpCodeField recovery={recovery} value={code} onChange={setCode} error={error} />;

  return (
    <Card component="section" aria-labelledby="two-factor-title" sx={PROFILE_CARD_SX}>
      <CardHeader title={translate('two_factor.title')} slotProps={{ title: { id: 'two-factor-title', variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {state === undefined ? (
          <QueryState error={twoFactor.error} />
        ) : step.kind === 'codes' ? (
          <>
            <RecoveryCodes codes={step.codes} />
            <Button variant="contained" onClick={() => begin({ kind: 'idle' })}>
              {translate('two_factor.done')}
            </Button>
          </>
        ) : step.kind === 'setup' ? (
          <Box component="form" noValidate onSubmit={(event) => confirm(event, step.setup)}>
            <Typography variant="body2">{translate('two_factor.scan')}</Typography>
            <AuthenticatorSetup qrCode={step.setup.qr_code} secret={step.setup.secret} />
            <Box sx={{ display: 'flex', flexDirection: 'column', maxWidth: 360 }}>
              {codeField(false)}
              {passwordField}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Button type="submit" variant="contained" disabled={busy || !code.trim()}>
                {translate('two_factor.confirm')}
              </Button>
              <Button onClick={() => begin({ kind: 'idle' })}>{translate('ra.action.cancel')}</Button>
            </Box>
          </Box>
        ) : state.enabled ? (
          <>
            <Typography variant="body2">
              {translate('two_factor.enabled_since', { date: formatDateTime(state.enabled_at), codes: state.recovery_codes_left })}
            </Typography>
            {state.required && (
              <Alert severity="info" sx={{ mt: 1 }}>
                {translate('two_factor.required_by_consultancy')}
              </Alert>
            )}
            {step.kind === 'disable' || step.kind === 'renew' ? (
              <Box
                component="form"
                noValidate
                onSubmit={step.kind === 'disable' ? disable : renew}
                sx={{ display: 'flex', flexDirection: 'column', maxWidth: 360, mt: 1 }}
              >
                {passwordField}
                {codeField(true)}
                <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                  <Button
                    type="submit"
                    color={step.kind === 'disable' ? 'error' : 'primary'}
                    variant="contained"
                    disabled={busy || !code.trim()}
                  >
                    {translate(step.kind === 'disable' ? 'two_factor.disable' : 'two_factor.renew_codes')}
                  </Button>
                  <Button onClick={() => begin({ kind: 'idle' })}>{translate('ra.action.cancel')}</Button>
                </Box>
              </Box>
            ) : (
              <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
                <Button onClick={() => begin({ kind: 'renew' })}>{translate('two_factor.renew_codes')}</Button>
                {!state.required && (
                  <Button color="error" onClick={() => begin({ kind: 'disable' })}>
                    {translate('two_factor.disable')}
                  </Button>
                )}
              </Box>
            )}
          </>
        ) : (
          <>
            <Typography variant="body2">{translate('two_factor.explain')}</Typography>
            <Button
              variant="contained"
              sx={{ mt: 1 }}
              disabled={busy}
              onClick={() =>
                api
                  .beginTwoFactorSetup()
                  .then((setup) => begin({ kind: 'setup', setup }))
                  .catch(reportError)
              }
            >
              {translate('two_factor.enable')}
            </Button>
          </>
        )}
      </CardContent>
    </Card>
  );
};
