import { useState } from 'react';
import SendIcon from '@mui/icons-material/Send';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { NamedButton as Button } from '../../common/NamedButton';
import { isApiError, type AppDataProvider } from '../../dataProvider';
import type { User } from './types';

/** Mails the user a new invitation link (the earlier one stops working). */
export const ResendInvitationButton = () => {
  const user = useRecordContext<User>();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [sending, setSending] = useState(false);
  if (!user) return null;
  const send = async () => {
    setSending(true);
    try {
      const { to } = await dataProvider.resendInvitation(user.id);
      notify('onboarding.user.invited', { type: 'success', messageArgs: { email: to } });
    } catch (error) {
      notify(isApiError(error) ? error.detail : 'error_was_ocurred', { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <Button label="onboarding.user.resend" onClick={send} disabled={sending}>
      <SendIcon />
    </Button>
  );
};
