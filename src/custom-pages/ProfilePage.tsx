import { useEffect, useState } from 'react';
import { Card } from '@mui/material';
import {
  email,
  ImageField,
  Loading,
  PasswordInput,
  required,
  ResourceContextProvider,
  SimpleForm,
  TextInput,
  Title,
  useDataProvider,
  useGetIdentity,
  useNotify,
} from 'react-admin';
import type { AppDataProvider, Profile, ProfileChanges } from '../dataProvider';
import { isApiError } from '../dataProvider';
import { useReportError } from '../common/useReportError';
import { IMAGE_TYPES } from '../common/imageTypes';
import { useLongOperation } from '../layout/LongOperation';
import { LabelledImageInput } from '../common/FileInputs';
import { AgendaDigestSection } from './profile/AgendaDigestSection';
import { CalendarSection } from './profile/CalendarSection';
import { SessionsSection } from './profile/SessionsSection';
import { TwoFactorSection } from './profile/TwoFactorSection';
import { PROFILE_CARD_SX } from './profile/profileCard';

// The stored picture as ImageInput shows it; only a newly chosen file carries `rawFile`.
const toFormValues = (profile: Profile): ProfileChanges => ({
  name: profile.name,
  email: profile.email,
  password: '',
  profile_picture: profile.profile_picture ? { src: profile.profile_picture, title: profile.name } : null,
});

/** /profile: any signed-in user edits their name, e-mail, password and picture (PUT /api/profile), their weekly agenda digest, calendar link, second factor and sessions. */
const ProfilePage = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const reportError = useReportError();
  const runLongOperation = useLongOperation();
  const { refetch: refetchIdentity } = useGetIdentity();
  const [profile, setProfile] = useState<Profile>();

  useEffect(() => {
    dataProvider.getProfile().then(setProfile).catch(reportError);
  }, [dataProvider, reportError]);

  // The inputs require name and e-mail, so a submitted form is a complete ProfileChanges.
  const save = async (values: Partial<ProfileChanges>) => {
    try {
      const saved = await runLongOperation(() => dataProvider.updateProfile(values as ProfileChanges), 'app.saving');
      setProfile(saved);
      refetchIdentity();
      notify('resources.profile.notifications.saved', { type: 'success', messageArgs: { _: 'Profile saved' } });
    } catch (error) {
      if (isApiError(error) && error.body.errors) return error.body.errors;
      await reportError(error as Error);
    }
  };

  if (!profile) return <Loading />;
  return (
    <ResourceContextProvider value="profile">
      <Title title="resources.profile.name" />
      <Card sx={PROFILE_CARD_SX}>
        {/* Re-mounted on save so the form shows what the server kept, with the password empty again. */}
        <SimpleForm key={JSON.stringify(profile)} record={toFormValues(profile)} onSubmit={save}>
          <TextInput source="name" validate={required()} />
          <TextInput source="email" type="email" autoComplete="username" validate={[required(), email()]} />
          <PasswordInput source="password" autoComplete="new-password" helperText="resources.profile.helpers.password_unchanged" />
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
