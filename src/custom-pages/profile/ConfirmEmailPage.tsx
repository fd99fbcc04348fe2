import { useMemo, useState } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useModuleQuery } from '../../common/useModuleQuery';
import { isApiError, type AppDataProvider } from '../../dataProvider';
import { OnboardingFrame } from '../onboarding/OnboardingFrame';
import { emailChange, type EmailChange } from './emailChange';

type State =
  { step: 'checking' } | { step: 'ask'; change: EmailChange } | { step: 'done'; email: string } | { step: 'refused'; detail: string };
type Outcome = Extract<State, { step: 'done' | 'refused' }>;

/**
 * The page the link mailed to a new address opens: it asks before confirming (a mail scanner that fetches the link
 * changes nothing), then the address is the account's e-mail. A used or expired link says so.
 */
const ConfirmEmailPage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const api = useMemo(() => emailChange(dataProvider), [dataProvider]);
  const [saving, setSaving] = useState(false);
  // The confirmation's outcome, once there is one, wins over the check of the link (which a used link would now fail).
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const refusal = (error: unknown): Outcome => ({
    step: 'refused',
    detail: isApiError(error) ? error.detail : translate('error_was_ocurred'),
  });
  // Checked once per token: a later check would find the link used by this very page.
  const check = useModuleQuery((provider) => emailChange(provider).get(token), `email-change/${token}`, {
    quiet: true,
    retry: false,
    once: true,
  });
  const state: State =
    outcome ?? (check.error ? refusal(check.error) : check.data ? { step: 'ask', change: check.data } : { step: 'checking' });

  const confirm = async () => {
    setSaving(true);
    try {
      setOutcome({ step: 'done', email: (await api.confirm(token)).email });
    } catch (error) {
      setOutcome(refusal(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <OnboardingFrame title="email_change.title">
      {state.step === 'checking' && <CircularProgress sx={{ alignSelf: 'center' }} aria-label={translate('app.loading')} />}
      {state.step === 'refused' && <Alert severity="warning">{state.detail}</Alert>}
      {state.step === 'ask' && (
        <>
          <p style={{ margin: 0 }}>{translate('email_change.intro', { name: state.change.name, email: state.change.email })}</p>
          <Button variant="contained" onClick={confirm} disabled={saving}>
            {translate('email_change.confirm')}
          </Button>
        </>
      )}
      {state.step === 'done' && (
        <Alert severity="success" role="status">
          {translate('email_change.done', { email: state.email })}
        </Alert>
      )}
      {state.step !== 'checking' && (
        <Button component={Link} to="/" variant={state.step === 'done' ? 'contained' : 'outlined'}>
          {translate('email_change.to_app')}
        </Button>
      )}
    </OnboardingFrame>
  );
};

export default ConfirmEmailPage;
