import { useState } from 'react';
import { Alert, Card } from '@mui/material';
import {
  email,
  ImageField,
  PasswordInput,
  required,
  ResourceContextProvider,
  SimpleForm,
  TextInput,
  Title,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider, Profile, ProfileChanges } from '../dataProvider';
import { isApiError } from '../dataProvider';
import { QueryState } from '../common/QueryState';
import { useModuleQuery } from '../common/useModuleQuery';
import { useReportError } from '../common/useReportError';
import { IMAGE_TYPES } from '../common/imageTypes';
import { useLongOperation } from '../layout/LongOperation';
import { LabelledImageInput } from '../common/FileInputs';
import { AgendaDigestSection } from './profile/AgendaDigestSection';
import { CalendarSection } from './profile/CalendarSection';
import { SessionsSection } from './profile/SessionsSection';
import { TwoFactorSection } from './profile/TwoFactorSection';
import { PROFILE_CARD_SX } from './profile/profileCard';
import { ReauthenticationInputs, type ProofAsked } from './profile/ReauthenticationInputs';

// The stored picture as ImageInput shows it; only a newly chosen file carries `rawFile`.
const toFormValues = (profile: Profile): ProfileChanges => ({
  name: profile.name,
  email: profile.email,
  password: '',
  current_password: '',
  two_factor_code: '',
  profile_picture: profile.profile_picture ? { src: profile.profile_picture, title: profile.name } : null,
});

/**
 * /profile: any signed-in user edits their name, e-mail (confirmed by a link mailed to the new one), password (both with
 * the current password) and picture (PUT /api/profile), their weekly agenda digest, calendar link, second factor and sessions.
 */
const ProfilePage = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const reportError = useReportError();
  const runLongOperation = useLongOperation();
  const { refetch: refetchIdentity } = useGetIdentity();
  const { data: profile, error: readError, setData: setProfile } = useModuleQuery((provider) => provider.getProfile(), 'profile');
  const [proofAsked, setProofAsked] = useState<ProofAsked>('password');

  // The inputs require name and e-mail, so a submitted form is a complete ProfileChanges.
  const save = async (values: Partial<ProfileChanges>) => {
    try {
      const saved = await runLongOperation(() => dataProvider.updateProfile(values as ProfileChanges), 'app.saving');
      const newPending = saved.pending_email !== null && saved.pending_email !== profile?.pending_email;
      setProfile(saved);
      refetchIdentity();
      if (newPending)
        notify('resources.profile.notifications.email_pending', { type: 'info', messageArgs: { email: saved.pending_email } });
      else notify('resources.profile.notifications.saved', { type: 'success', messageArgs: { _: 'Profile saved' } });
    } catch (error) {
      // Someone who signs in only through their provider is asked for a code instead of the password.
      if (isApiError(error) && error.body.errors?.two_factor_code) setProofAsked('code');
      if (isApiError(error) && error.body.errors) return error.body.errors;
      await reportError(error as Error);
    }
  };

  if (!profile) return <QueryState error={readError} />;
  return (
    <ResourceContextProvider value="profile">
      <Title title="resources.profile.name" />
      <Card sx={PROFILE_CARD_SX}>
        {/* Re-mounted on save so the form shows what the server kept, with the password empty again. */}
        <SimpleForm key={JSON.stringify(profile)} record={toFormValues(profile)} onSubmit={save}>
          <TextInput source="name" validate={required()} />
          <TextInput source="email" type="email" autoComplete="username" validate={[required(), email()]} />
          {profile.pending_email && (
            <Alert severity="info" role="status" sx={{ mb: 2 }}>
              {translate('resources.profile.pending_email', { email: profile.pending_email })}
            </Alert>
          )}
          <PasswordInput source="password" autoComplete="new-password" helperText="resources.profile.helpers.password_unchanged" />
          <ReauthenticationInputs storedEmail={profile.email} asked={proofAsked} />
          <LabelledImageInput source="profile_picture" accept={IMAGE_TYPES}>
            <ImageField source="src" title="title" />
          </LabelledImageInput>
        </SimpleForm>
      </Card>
      <AgendaDigestSection />
      <TwoFactorSection />
      <SessionsSection />
      <CalendarSection />
    </ResourceContextProvider>
  );
};

export default ProfilePage;
