import { Alert } from '@mui/material';
import { BooleanInput, required, TextInput, useTranslate } from 'react-admin';
import { FULL_ROW } from '../../common/FormGrid';
import type { SignInSettings, SignInSettingsChanges } from '../../dataProvider';
import { ConsultancySettingsForm } from './ConsultancySettingsForm';

// The secret is write-only: the form starts it empty, which keeps the stored one while the issuer stays the same.
const toFormValues = ({ provider_name, issuer, client_id, enabled, password_sign_in }: SignInSettings): SignInSettingsChanges => ({
  provider_name,
  issuer,
  client_id,
  client_secret: '',
  enabled,
  password_sign_in,
});

/** The address the provider must send people back to, to be registered there. */
const RedirectUri = ({ settings }: { settings: SignInSettings }) => {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ mx: 2, overflowWrap: 'anywhere' }}>
      {translate('resources.sign-in-settings.redirect_uri', { _: 'Register this redirect address at the provider' })}:{' '}
      <strong data-testid="redirect-uri">{settings.redirect_uri}</strong>
    </Alert>
  );
};

/** /consultancy/{consultancyId}/sign-in: the consultancy's OpenID Connect provider and whether passwords still sign in (admin). */
const SignInSettingsPage = () => (
  <ConsultancySettingsForm<SignInSettings, SignInSettingsChanges>
    resource="sign-in-settings"
    path="sign-in"
    load={(dataProvider, id) => dataProvider.getSignInSettings(id)}
    save={(dataProvider, id, values) => dataProvider.saveSignInSettings(id, values)}
    toFormValues={toFormValues}
    consultancyName={(settings) => settings.consultancy.name}
    secret={{ source: 'client_secret', name: 'secret', stored: (settings) => settings.has_secret, boundTo: ['issuer'] }}
    texts={{
      title: 'Sign-in: {{name}}',
      heading: 'Single sign-on (OpenID Connect)',
      saved: 'Sign-in settings saved',
      stored: 'A secret is stored: leave it empty to keep it',
      missing: 'No secret stored yet',
      bound: 'Kept only while the issuer stays the same.',
      again: 'The issuer changed: type the client secret again (the stored one is only sent to the provider it was saved for).',
    }}
    columns="1fr 1fr"
    fields={
      <>
        <TextInput source="provider_name" validate={required()} helperText="resources.sign-in-settings.helpers.provider_name" />
        <TextInput source="client_id" validate={required()} autoComplete="off" />
        <TextInput source="issuer" validate={required()} className={FULL_ROW} helperText="resources.sign-in-settings.helpers.issuer" />
      </>
    }
    intro={(settings) => <RedirectUri settings={settings} />}
  >
    <BooleanInput source="enabled" helperText="resources.sign-in-settings.helpers.enabled" />
    <BooleanInput source="password_sign_in" helperText="resources.sign-in-settings.helpers.password_sign_in" />
  </ConsultancySettingsForm>
);

export default SignInSettingsPage;
