import { useEffect, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AppDataProvider } from '../dataProvider';

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
const SingleSignOnButton = () => {
  const translate = useTranslate();
  const email = useTypedEmail();
  const domain = email?.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const dataProvider = useDataProvider<AppDataProvider>();
  // Per domain: the answer is the consultancy's, the same for every address of it.
  const { data: options } = useQuery({
    queryKey: ['sign-in-options', domain],
    queryFn: () => dataProvider.getSignInOptions(email!),
    enabled: email !== undefined,
  });
  if (!email || !options?.single_sign_on) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}>
      <Button
        variant="outlined"
        fullWidth

        onClick={() => dataProvider.getSingleSignOnStart(email).then((start) => window.location.assign(start))}
      >
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

export default SingleSignOnButton;
