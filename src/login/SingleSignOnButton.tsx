import { useEffect, useState } from 'react';
import LoginIcon from '@mui/icons-material/Login';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useModuleQuery } from '../common/useModuleQuery';
import { singleSignOnStartUrl } from '../dataProvider';

const LOOKS_LIKE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
// Asked once the typing pauses, not at every key.
const PAUSE_MS = 350;

/** The e-mail typed in the login form once it looks whole, after a pause; undefined before. */
const useTypedEmail = () => {
  const typed = (useWatch<{ email?: string }>({ name: 'email' }) ?? '').trim();
  const [settled, setSettled] = useState<string>();
  useEffect(() => {
    const timer = setTimeout(() => setSettled(LOOKS_LIKE_EMAIL.test(typed) ? typed : undefined), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return settled;
};

/**
 * Inside the login form: once the e-mail is typed, "Continuar con <proveedor>" when the person's consultancy signs
 * in through its provider, and a note when it turned passwords off (the server refuses them anyway).
 */
export const SingleSignOnButton = () => {
  const translate = useTranslate();
  const email = useTypedEmail();
  const domain = email?.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const { data: options } = useModuleQuery(
    email ? (dataProvider) => dataProvider.getSignInOptions(email) : undefined,
    `sign-in-options/${domain}`,
    {
      quiet: true,
    },
  );
  if (!email || !options?.single_sign_on) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
      <Button variant="outlined" fullWidth startIcon={<LoginIcon />} onClick={() => window.location.assign(singleSignOnStartUrl(email))}>
        {translate('single_sign_on.continue_with', { provider: options.provider_name })}
      </Button>
      {!options.password_sign_in && (
        <Typography variant="body2" color="text.secondary">
          {translate('single_sign_on.password_off', { provider: options.provider_name })}
        </Typography>
      )}
    </Box>
  );
};
