import { useCallback } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';

/** For calls made outside react-admin's hooks: a 401 ends the session as react-admin does, anything else is a toast. */
export const useReportError = () => {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const notify = useNotify();
  return useCallback(
    async (error: Error) => {
      if (await logoutIfAccessDenied(error)) return;
      notify(error.message, { type: 'error', messageArgs: { _: error.message } });
    },
    [logoutIfAccessDenied, notify],
  );
};
