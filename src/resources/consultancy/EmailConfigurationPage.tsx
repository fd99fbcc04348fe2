import { useFormContext } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { BooleanInput, NumberInput, required, TextInput, maxValue, minValue, useGetOne } from 'react-admin';
import { FULL_ROW } from '../../common/FormGrid';
import type { EmailConfiguration, EmailConfigurationChanges } from '../../dataProvider';
import { ConsultancySettingsForm } from './ConsultancySettingsForm';
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

// The password is write-only: the form starts it empty, which keeps the stored one while the server stays the same.
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
  // The configuration is null until one is saved: the consultancy's own record names the page.
  const { data: consultancy } = useGetOne<Consultancy>('consultancy', { id: Number(consultancyId) });
  return (
    <ConsultancySettingsForm<EmailConfiguration | null, EmailConfigurationChanges>
      resource="email-configuration"
      path="email-configuration"
      load={(dataProvider, id) => dataProvider.getEmailConfiguration(id)}
      save={(dataProvider, id, values) => dataProvider.saveEmailConfiguration(id, values)}
      toFormValues={toFormValues}
      consultancyName={() => consultancy?.name}
      secret={{
        source: 'password',
        name: 'password',
        stored: (configuration) => configuration?.has_password ?? false,
        boundTo: ['host', 'port', 'username'],
      }}
      texts={{
        title: 'E-mail configuration: {{name}}',
        heading: 'Outgoing mail server (SMTP)',
        saved: 'E-mail configuration saved',
        stored: 'A password is stored: leave it empty to keep it',
        missing: 'No password stored yet',
        bound: 'Kept only while the server, port and user stay the same.',
        again: 'The server, port or user changed: type the password again (the stored one is only sent to the server it was saved for).',
      }}
      columns="2fr 1fr"
      fields={
        <>
          <TextInput source="host" validate={required()} />
          <NumberInput source="port" validate={[required(), minValue(1), maxValue(65535)]} />
          <TextInput source="username" autoComplete="off" className={FULL_ROW} />
        </>
      }
      after={<TestEmailCard consultancyId={consultancyId} />}
    >
      <TransportSecurityInputs />
    </ConsultancySettingsForm>
  );
};

export default EmailConfigurationPage;
