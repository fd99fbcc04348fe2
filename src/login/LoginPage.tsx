import { Box } from '@mui/material';
import { email, LocalesMenuButton, Login, LoginForm, PasswordInput, required, TextInput, useTranslate } from 'react-admin';

/** Sign in with e-mail and password (POST /api/login); the language can be chosen before signing in. */
export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <Login>
      <LoginForm>
        <TextInput
          autoFocus
          source="email"
          type="email"
          label={translate('ra.auth.email', { _: 'Email' })}
          autoComplete="username"
          validate={[required(), email()]}
        />
        <PasswordInput
          source="password"
          label={translate('ra.auth.password', { _: 'Password' })}
          autoComplete="current-password"
          validate={required()}
        />
      </LoginForm>
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 1 }}>
        <LocalesMenuButton />
      </Box>
    </Login>
  );
};
