import { Box, Button, CardContent, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { PendingSecondFactor } from '../authProvider/secondFactor';
import { secondFactorPrompt, type TwoFactorSetup } from '../authProvider/secondFactorPrompt';
import { failureCode, failureMessage } from '../common/twoFactor/failureMessage';

// Only a sign-in that sets the factor up shows these; loading them apart keeps the login page's bundle small.
const AuthenticatorSetup = lazy(() =>
  import('../common/twoFactor/AuthenticatorSetup').then((module) => ({ default: module.AuthenticatorSetup })),
);
const RecoveryCodes = lazy(() => import('../common/twoFactor/RecoveryCodes').then((module) => ({ default: module.RecoveryCodes })));

// The sign-in must start again with the password: the server no longer knows this step.
const CHALLENGE_ENDED = 'two_factor_challenge_not_valid';

/**
 * The sign-in's second step: six digits from the authenticator app or a recovery code. When the consultancy
 * requires a second factor the user lacks, the app is set up here first and the recovery codes shown once.
 */
const TwoFactorStep = ({ pending }: { pending: PendingSecondFactor }) => {
  const translate = useTranslate();
  const prompt = useMemo(() => secondFactorPrompt(pending), [pending]);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const fail = useCallback(
    (failure: unknown) =>
      failureCode(failure) === CHALLENGE_ENDED ? prompt.cancel(`errors.${CHALLENGE_ENDED}`) : setError(failureMessage(translate, failure)),
    [prompt, translate],
  );

  useEffect(() => {
    if (prompt.setupRequired) prompt.beginSetup().then(setSetup).catch(fail);
  }, [prompt, fail]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const codes = await prompt.verify(code.trim(), setup?.setup);
      if (codes) setRecoveryCodes(codes);
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(false);
    }
  };

  if (recoveryCodes) {
    return (
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('two_factor.enabled_title')}
        </Typography>
        <Suspense>
          <RecoveryCodes codes={recoveryCodes} />
        </Suspense>
        <Button variant="contained" fullWidth onClick={prompt.finish}>
          {translate('two_factor.continue')}
        </Button>
      </CardContent>
    );
  }
  return (
    <CardContent component="form" onSubmit={submit} noValidate>
      <Typography variant="h6" component="h2">
        {translate('two_factor.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate(prompt.setupRequired ? 'two_factor.setup_required' : 'two_factor.enter_code')}
      </Typography>
      {setup && (
        <Suspense>
          <AuthenticatorSetup qrCode={setup.qr_code} secret={setup.secret} />
        </Suspense>
      )}
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        name="code"
        label={translate('two_factor.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        error={error !== null}
        helperText={error ?? translate(prompt.setupRequired ? 'two_factor.first_code_help' : 'two_factor.code_help')}
        slotProps={{ htmlInput: { maxLength: 40, spellCheck: false } }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
        <Button type="submit" variant="contained" disabled={busy || !code.trim() || (prompt.setupRequired && !setup)}>
          {translate('two_factor.verify')}
        </Button>
        <Button onClick={() => prompt.cancel()}>{translate('two_factor.back')}</Button>
      </Box>
    </CardContent>
  );
};

export default TwoFactorStep;
