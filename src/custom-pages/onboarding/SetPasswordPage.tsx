import { useState, type FormEvent } from 'react';
import { Alert, Button, CircularProgress, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useModuleQuery } from '../../common/useModuleQuery';
import { isApiError, type AppDataProvider, type PasswordLink as LinkInfo } from '../../dataProvider';
import { OnboardingFrame } from './OnboardingFrame';
import { FORGOT_PASSWORD_PATH } from './paths';
import { PASSWORD_MIN_LENGTH } from '../../../contract/passwords';

type State =
  { step: 'checking' } | { step: 'form'; link: LinkInfo } | { step: 'done'; email: string } | { step: 'refused'; detail: string };
type Outcome = Extract<State, { step: 'done' | 'refused' }>;

/** The page an invitation or reset e-mail links to: choose a password once; a used or expired link says so. */
const SetPasswordPage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const dataProvider = useDataProvider<AppDataProvider>();
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // The saving's outcome, once there is one, wins over the check of the link (which a used link would now fail).
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const refusal = (error: unknown): Outcome => ({
    step: 'refused',
    detail: isApiError(error) ? error.detail : translate('error_was_ocurred'),
  });
  // Checked once per token: a later check would find the link used by this very page.
  const check = useModuleQuery((provider) => provider.getPasswordLink(token), `password-link/${token}`, {
    quiet: true,
    retry: false,
    once: true,
  });
  const state: State =
    outcome ?? (check.error ? refusal(check.error) : check.data ? { step: 'form', link: check.data } : { step: 'checking' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) return setProblem(translate('onboarding.set.too_short', { count: PASSWORD_MIN_LENGTH }));
    if (password !== repeat) return setProblem(translate('onboarding.set.mismatch'));
    setProblem(null);
    setSaving(true);
    try {
      const { email } = await dataProvider.setPasswordByLink(token, password);
      setOutcome({ step: 'done', email });
    } catch (error) {
      if (isApiError(error) && error.status === 400) setProblem(error.detail);
      else setOutcome(refusal(error));
    } finally {
      setSaving(false);
    }
  };

  const title =
    state.step === 'form' && state.link.purpose === 'invitation' ? 'onboarding.set.title_invitation' : 'onboarding.set.title_reset';
  return (
    <OnboardingFrame title={title}>
      {state.step === 'checking' && <CircularProgress sx={{ alignSelf: 'center' }} aria-label={translate('app.loading')} />}
      {state.step === 'refused' && (
        <>
          <Alert severity="warning">{state.detail}</Alert>
          <Button component={Link} to={FORGOT_PASSWORD_PATH} variant="outlined">
            {translate('onboarding.set.new_link')}
          </Button>
        </>
      )}
      {state.step === 'done' && (
        <>
          <Alert severity="success" role="status">
            {translate('onboarding.set.done', { email: state.email })}
          </Alert>
          <Button component={Link} to="/login" variant="contained">
            {translate('ra.auth.sign_in')}
          </Button>
        </>
      )}
      {state.step === 'form' && (
        <form onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <p style={{ margin: 0 }}>{translate('onboarding.set.intro', { name: state.link.name, email: state.link.email })}</p>
          {/* The e-mail lets the browser's password manager file the new password under the right account. */}
          <input type="email" name="username" autoComplete="username" value={state.link.email} readOnly hidden />
          <TextField
            type="password"
            name="password"
            autoComplete="new-password"
            autoFocus
            required
            label={translate('onboarding.set.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            helperText={translate('onboarding.set.too_short', { count: PASSWORD_MIN_LENGTH })}
          />
          <TextField
            type="password"
            name="repeat"
            autoComplete="new-password"
            required
            label={translate('onboarding.set.repeat')}
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
          />
          {problem && <Alert severity="error">{problem}</Alert>}
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('onboarding.set.save')}
          </Button>
        </form>
      )}
    </OnboardingFrame>
  );
};

export default SetPasswordPage;
