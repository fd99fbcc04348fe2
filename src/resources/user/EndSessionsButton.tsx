import LogoutIcon from '@mui/icons-material/Logout';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { useReportError } from '../../common/useReportError';
import { signInSecurity } from '../../custom-pages/profile/signInSecurity';
import type { AppDataProvider } from '../../dataProvider';
import type { User } from './types';

/** Signs the user out everywhere (a lost phone, a person leaving): every session ends at once. */
export const EndSessionsButton = () => {
  const user = useRecordContext<User>();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [asking, setAsking] = useState(false);
  if (!user) return null;
  const endAll = () => {
    setAsking(false);
    signInSecurity(dataProvider)
      .endUserSessions(user.id)
      .then(() => notify('sessions.ended_all', { type: 'success', messageArgs: { name: user.name } }))
      .catch(reportError);
  };
  return (
    <>
      <Button label="sessions.end_all" onClick={() => setAsking(true)}>
        <LogoutIcon />
      </Button>
      <Confirm
        isOpen={asking}
        title="sessions.end_all"
        content="sessions.end_all_confirm"
        translateOptions={{ name: user.name }}
        onConfirm={endAll}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
