import { PasswordInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TotpCodeInput } from '../../common/TotpCodeField';

/** What the server answered it wants as proof: the current password, or (provider sign-in only) a code. */
export type ProofAsked = 'password' | 'code';

/**
 * The proof asked for a new password or e-mail (issue 32), shown only when one of them changes: the current password,
 * or a code from the authenticator app for someone who signs in only through their organisation's provider.
 */
export const ReauthenticationInputs = ({ storedEmail, asked }: { storedEmail: string; asked: ProofAsked }) => {
  const [password, email] = useWatch({ name: ['password', 'email'] }) as [string | undefined, string | undefined];
  const changesAccess = Boolean(password) || (email ?? '').trim().toLowerCase() !== storedEmail;
  if (!changesAccess) return null;
  return asked === 'code' ? (
    <TotpCodeInput
      source="two_factor_code"
      label="resources.profile.fields.two_factor_code"
      helperText="resources.profile.helpers.two_factor_code"
    />
  ) : (
    <PasswordInput source="current_password" autoComplete="current-password" helperText="resources.profile.helpers.current_password" />
  );
};
