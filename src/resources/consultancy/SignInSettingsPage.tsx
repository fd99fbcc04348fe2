import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Card, CardHeader } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import {
  BooleanInput,
  Button,
  Loading,
  PasswordInput,
  required,
  ResourceContextProvider,
  SimpleForm,
  TextInput,
  Title,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import { isApiError, type AppDataProvider, type SignInSettings, type SignInSettingsChanges } from '../../dataProvider';
import { useLongOperation } from '../../layout/LongOperation';

// The secret is write-only: the form starts it empty, which keeps the stored one.
const toFormValues = ({ provider_name, issuer, client_id, enabled, password_sign_in }: SignInSettings): SignInSettingsChanges => ({
  provider_name,
  issuer,
  client_id,
  client_secret: '',
  enabled,
  password_sign_in,
});

/** /consultancy/{consultancyId}/sign-in: the consultancy's OpenID Connect provider and whether passwords still sign in (admin). */
const SignInSettingsPage = () => {
  const { consultancyId = '' } = useParams<'consultancyId'>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const runLongOperation = useLongOperation();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: settings, setData } = useModuleQuery(
    (provider) => provider.getSignInSettings(consultancyId),
    `consultancy/${consultancyId}/sign-in`,
  );

  // The inputs require every text, so a submitted form is complete.
  const save = async (values: Partial<SignInSettingsChanges>) => {
    try {
      const saved = await runLongOperation(
        () => dataProvider.saveSignInSettings(consultancyId, values as SignInSettingsChanges),
        'app.saving',
      );
      setData(saved);
      notify('resources.sign-in-settings.saved', { type: 'success', messageArgs: { _: 'Sign-in settings saved' } });
    } catch (error) {
      if (isApiError(error) && error.body.errors) return error.body.errors;
      await reportError(error as Error);
    }
  };

  if (!settings) return <Loading />;
  const secretHint = settings.has_secret
    ? translate('resources.sign-in-settings.secret_stored', { _: 'A secret is stored: leave it empty to keep it' })
    : translate('resources.sign-in-settings.secret_missing', { _: 'No secret stored yet' });
  return (
    <ResourceContextProvider value="sign-in-settings">
      <Title title={translate('resources.sign-in-settings.title', { name: settings.consultancy.name, _: 'Sign-in: {{name}}' })} />
      <Card sx={{ mt: 2, maxWidth: 720 }}>
        <CardHeader
          title={translate('resources.sign-in-settings.heading', { _: 'Single sign-on (OpenID Connect)' })}
          subheader={settings.consultancy.name}
          slotProps={{ title: { variant: 'h6', component: 'h1' } }}
          action={
            <Button component={Link} to={`/consultancy/${consultancyId}`} label="ra.action.back">
              <ArrowBackIcon />
            </Button>
          }
        />
        <Alert severity="info" sx={{ mx: 2, overflowWrap: 'anywhere' }}>
          {translate('resources.sign-in-settings.redirect_uri', { _: 'Register this redirect address at the provider' })}:{' '}
          <strong data-testid="redirect-uri">{settings.redirect_uri}</strong>
        </Alert>
        {/* Re-mounted on save so the form shows what the server kept, with the secret empty again. */}
        <SimpleForm key={JSON.stringify(settings)} record={toFormValues(settings)} onSubmit={save}>
          <FormGrid columns="1fr 1fr">
            <TextInput source="provider_name" validate={required()} helperText="resources.sign-in-settings.helpers.provider_name" />
            <TextInput source="client_id" validate={required()} autoComplete="off" />
            <TextInput source="issuer" validate={required()} className={FULL_ROW} helperText="resources.sign-in-settings.helpers.issuer" />
            {/* Write-only: the placeholder, always shown, says whether a stored secret will be kept. */}
            <PasswordInput
              source="client_secret"
              autoComplete="new-password"
              className={FULL_ROW}
              placeholder={secretHint}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </FormGrid>
          <BooleanInput source="enabled" helperText="resources.sign-in-settings.helpers.enabled" />
          <BooleanInput source="password_sign_in" helperText="resources.sign-in-settings.helpers.password_sign_in" />
        </SimpleForm>
      </Card>
    </ResourceContextProvider>
  );
};

export default SignInSettingsPage;
