import { Box, Button, CardContent, Typography } from '@mui/material';
import { lazy, Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { PendingSecondFactor } from '../authProvider/secondFactor';
import { secondFactorPrompt } from '../authProvider/secondFactorPrompt';
import { TotpCodeField } from '../common/TotpCodeField';
import { failureCode, failureMessage } from '../common/twoFactor/failureMessage';
import { useModuleQuery } from '../common/useModuleQuery';

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const fail = (failure: unknown) =>
    failureCode(failure) === CHALLENGE_ENDED ? prompt.cancel(`errors.${CHALLENGE_ENDED}`) : setError(failureMessage(translate, failure));

  // Minted once for this sign-in: asking again would change the secret while the user scans it.
  const { data: setup, error: setupFailure } = useModuleQuery(
    prompt.setupRequired ? () => prompt.beginSetup() : undefined,
    `login/two-factor/setup/${pending.asked.challenge}`,
    { quiet: true, retry: false, once: true },
  );
  useEffect(() => {
    if (failureCode(setupFailure) === CHALLENGE_ENDED) prompt.cancel(`errors.${CHALLENGE_ENDED}`);
  }, [setupFailure, prompt]);
  const shownError = error ?? (setupFailure ? failureMessage(translate, setupFailure) : null);

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
      {/* The first code of a factor being set up comes from the app; afterwards a recovery code will do. */}
      <TotpCodeField autoFocus fullWidth recovery={!prompt.setupRequired} value={code} onChange={setCode} error={shownError} />
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
