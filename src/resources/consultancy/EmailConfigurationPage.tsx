import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Card, CardHeader } from '@mui/material';
import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link, useParams } from 'react-router-dom';
import {
  BooleanInput,
  Button,
  Loading,
  NumberInput,
  PasswordInput,
  required,
  ResourceContextProvider,
  SimpleForm,
  TextInput,
  Title,
  maxValue,
  minValue,
  useDataProvider,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { useReportError } from '../../common/useReportError';
import { isApiError, type AppDataProvider, type EmailConfiguration, type EmailConfigurationChanges } from '../../dataProvider';
import { useLongOperation } from '../../layout/LongOperation';
import { TestEmailCard } from './TestEmailCard';
import type { Consultancy } from './types';

// STARTTLS on the submission port: what most providers expect when nothing is configured yet.
const NEW_CONFIGURATION: EmailConfigurationChanges = {
  host: '',
  port: 587,
  username: '',
  password: '',
  use_tls: true,
  use_ssl: false,
};

// The password is write-only: the form starts it empty, which keeps the stored one.
const toFormValues = (configuration: EmailConfiguration | null): EmailConfigurationChanges => {
  if (!configuration) return NEW_CONFIGURATION;
  const { host, port, username, use_tls, use_ssl } = configuration;
  return { host, port, username, password: '', use_tls, use_ssl };
};

/** TLS (STARTTLS) and SSL (implicit TLS) exclude each other: switching one on switches the other off. */
const TransportSecurityInputs = () => {
  const { setValue } = useFormContext<EmailConfigurationChanges>();
  const exclude = (other: 'use_tls' | 'use_ssl') => (event: { target: { checked: boolean } }) => {
    if (event.target.checked) setValue(other, false, { shouldDirty: true });
  };
  return (
    <>
      <BooleanInput source="use_tls" onChange={exclude('use_ssl')} helperText="resources.email-configuration.helpers.use_tls" />
      <BooleanInput source="use_ssl" onChange={exclude('use_tls')} helperText="resources.email-configuration.helpers.use_ssl" />
    </>
  );
};

/** /consultancy/{consultancyId}/email-configuration: the SMTP server a consultancy's e-mails leave through (admin). */
const EmailConfigurationPage = () => {
  const { consultancyId = '' } = useParams<'consultancyId'>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const runLongOperation = useLongOperation();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: consultancy } = useGetOne<Consultancy>('consultancy', { id: Number(consultancyId) });
  // undefined while loading; null when the consultancy has none saved yet.
  const [configuration, setConfiguration] = useState<EmailConfiguration | null>();

  useEffect(() => {
    dataProvider.getEmailConfiguration(consultancyId).then(setConfiguration).catch(reportError);
  }, [dataProvider, reportError, consultancyId]);

  // The inputs require every setting, so a submitted form is complete.
  const save = async (values: Partial<EmailConfigurationChanges>) => {
    try {
      const saved = await runLongOperation(
        () => dataProvider.saveEmailConfiguration(consultancyId, values as EmailConfigurationChanges),
        'app.saving',
      );
      setConfiguration(saved);
      notify('resources.email-configuration.saved', {
        type: 'success',
        messageArgs: { _: 'E-mail configuration saved' },
      });
    } catch (error) {
      if (isApiError(error) && error.body.errors) return error.body.errors;
      await reportError(error as Error);
    }
  };

  if (configuration === undefined) return <Loading />;
  const passwordHint = configuration?.has_password
    ? translate('resources.email-configuration.password_stored', { _: 'A password is stored: leave it empty to keep it' })
    : translate('resources.email-configuration.password_missing', { _: 'No password stored yet' });
  return (
    <ResourceContextProvider value="email-configuration">
      <Title
        title={translate('resources.email-configuration.title', {
          name: consultancy?.name ?? '',
          _: 'E-mail configuration: {{name}}',
        })}
      />
      <Card sx={{ mt: 2, maxWidth: 720 }}>
        <CardHeader
          title={translate('resources.email-configuration.heading', { _: 'Outgoing mail server (SMTP)' })}
          subheader={consultancy?.name}
          slotProps={{ title: { variant: 'h6', component: 'h1' } }}
          action={
            <Button component={Link} to={`/consultancy/${consultancyId}`} label="ra.action.back">
              <ArrowBackIcon />
            </Button>
          }
        />
        {/* Re-mounted on save so the form shows what the server kept, with the password empty again. */}
        <SimpleForm key={JSON.stringify(configuration)} record={toFormValues(configuration)} onSubmit={save}>
          <FormGrid columns="2fr 1fr">
            <TextInput source="host" validate={required()} />
            <NumberInput source="port" validate={[required(), minValue(1), maxValue(65535)]} />
            <TextInput source="username" autoComplete="off" className={FULL_ROW} />
            {/* Write-only: the placeholder, always shown, says whether a stored password will be kept. */}
            <PasswordInput
              source="password"
              autoComplete="new-password"
              className={FULL_ROW}
              placeholder={passwordHint}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </FormGrid>
          <TransportSecurityInputs />
        </SimpleForm>
      </Card>
      <TestEmailCard consultancyId={consultancyId} />
    </ResourceContextProvider>
  );
};

export default EmailConfigurationPage;
