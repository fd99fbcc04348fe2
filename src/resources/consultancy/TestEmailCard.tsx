import SendIcon from '@mui/icons-material/Send';
import { Alert, Card, CardContent, CardHeader, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { NamedButton as Button } from '../../common/NamedButton';
import { isApiError, type AppDataProvider } from '../../dataProvider';

type Outcome = { sent: true; to: string } | { sent: false; detail: string };

/** Sends a test message through the saved settings and says in the page what happened (the SMTP error in plain words). */
export const TestEmailCard = ({ consultancyId }: { consultancyId: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [recipient, setRecipient] = useState('');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The card sits below the settings form: bring the answer into view rather than leave it under the fold.
  useEffect(() => {
    outcomeRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [outcome]);

  const send = async () => {
    setSending(true);
    setOutcome(undefined);
    try {
      const receipt = await dataProvider.sendTestEmail(consultancyId, recipient);
      setOutcome({ sent: true, to: receipt.to });
    } catch (error) {
      const detail = isApiError(error) ? error.detail : (error as Error).message;
      setOutcome({ sent: false, detail: translate(detail, { _: detail }) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardHeader
        title={translate('resources.email-configuration.test.heading', { _: 'Send a test e-mail' })}
        subheader={translate('resources.email-configuration.test.intro', {
          _: 'Checks the saved settings by sending a short message.',
        })}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            type="email"
            size="small"
            sx={{ flex: 1 }}
            label={translate('resources.email-configuration.test.to', { _: 'Recipient' })}
            helperText={translate('resources.email-configuration.test.to_helper', {
              _: 'Leave it empty to send it to your own address',
            })}
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
          />
          <Button
            variant="contained"
            label="resources.email-configuration.test.send"
            onClick={send}
            disabled={sending}
            sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 0.25 } }}
          >
            <SendIcon />
          </Button>
        </Stack>
        {outcome && (
          <Alert ref={outcomeRef} severity={outcome.sent ? 'success' : 'error'} role={outcome.sent ? 'status' : 'alert'} sx={{ mt: 2 }}>
            {outcome.sent
              ? translate('resources.email-configuration.test.sent', { to: outcome.to, _: 'Sent to {{to}}' })
              : translate('resources.email-configuration.test.failed', {
                  detail: outcome.detail,
                  _: 'The test e-mail could not be sent: {{detail}}',
                })}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
};
