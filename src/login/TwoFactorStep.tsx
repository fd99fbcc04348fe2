import { Box, Button, CardContent, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { SecondFactorPrompt, TwoFactorSetup } from '../authProvider/secondFactor';
import { AuthenticatorSetup } from '../common/twoFactor/AuthenticatorSetup';
import { RecoveryCodes } from '../common/twoFactor/RecoveryCodes';

// The sign-in must start again with the password: the server no longer knows this step.
const CHALLENGE_ENDED = 'errors.two_factor_challenge_not_valid';

/**
 * The sign-in's second step: six digits from the authenticator app or a recovery code. When the consultancy
 * requires a second factor the user lacks, the app is set up here first and the recovery codes shown once.
 */
const TwoFactorStep = ({ prompt }: { prompt: SecondFactorPrompt }) => {
  const translate = useTranslate();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    if (!prompt.setupRequired) return;
    prompt
      .beginSetup()
      .then(setSetup)
      .catch((failure: Error) => (failure.message === CHALLENGE_ENDED ? prompt.cancel(failure.message) : setError(failure.message)));
  }, [prompt]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const codes = await prompt.verify(code.trim(), setup?.setup);
      if (codes) setRecoveryCodes(codes);
    } catch (failure) {
      const message = (failure as Error).message;
      if (message === CHALLENGE_ENDED) prompt.cancel(message);
      else setError(message);
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
        <RecoveryCodes codes={recoveryCodes} />
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
      {setup && <AuthenticatorSetup qrCode={setup.qr_code} secret={setup.secret} />}
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
        helperText={
          error ? translate(error, { _: error }) : translate(prompt.setupRequired ? 'two_factor.first_code_help' : 'two_factor.code_help')
        }
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
