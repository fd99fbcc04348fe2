import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { isApiError, type AppDataProvider } from '../../dataProvider';
import { OnboardingFrame } from './OnboardingFrame';

/** "¿Ha olvidado la contraseña?": mails a reset link; the answer is the same whether the e-mail has an account. */
const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      const { detail } = await dataProvider.requestPasswordReset(email);
      setAnswer({ severity: 'success', text: detail });
    } catch (error) {
      setAnswer({ severity: 'error', text: isApiError(error) ? error.detail : translate('error_was_ocurred') });
    } finally {
      setSending(false);
    }
  };

  return (
    <OnboardingFrame title="onboarding.forgot.title">
      {answer?.severity === 'success' ? (
        <Alert severity="success" role="status">
          {answer.text}
        </Alert>
      ) : (
        <form onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <p style={{ margin: 0 }}>{translate('onboarding.forgot.intro')}</p>
          <TextField
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            required
            label={translate('ra.auth.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {answer && <Alert severity="error">{answer.text}</Alert>}
          <Button type="submit" variant="contained" disabled={sending}>
            {translate('onboarding.forgot.send')}
          </Button>
        </form>
      )}
    </OnboardingFrame>
  );
};

export default ForgotPasswordPage;
