import LoginIcon from '@mui/icons-material/Login';
import MailIcon from '@mui/icons-material/Mail';
import { Link } from 'react-router-dom';
import { Button, Edit, SimpleForm, TopToolbar, useRecordContext } from 'react-admin';
import { NameChips } from '../../common/NameChips';
import { SaveDeleteToolbar } from '../../common/SaveDeleteToolbar';
import { ConsultancyInputs } from './ConsultancyInputs';
import { ReviewDaysSection } from './ReviewDaysSection';
import { emailConfigurationPath } from './emailConfigurationPath';
import { signInSettingsPath } from './signInSettingsPath';
import type { Consultancy } from './types';
import { withHistory } from '../../history/HistoryAside';

const EmailConfigurationButton = () => {
  const consultancy = useRecordContext<Consultancy>();
  if (!consultancy) return null;
  return (
    <Button component={Link} to={emailConfigurationPath(consultancy.id)} label="resources.consultancy.actions.email_configuration">
      <MailIcon />
    </Button>
  );
};

const SignInSettingsButton = () => {
  const consultancy = useRecordContext<Consultancy>();
  if (!consultancy) return null;
  return (
    <Button component={Link} to={signInSettingsPath(consultancy.id)} label="resources.consultancy.actions.sign_in_settings">
      <LoginIcon />
    </Button>
  );
};

// Pessimistic: the server's refusals (domain, centers left on delete) must reach the page before it leaves.
const ConsultancyEdit = () => (
  <Edit
    mutationMode="pessimistic"
    redirect="list"
    {...withHistory}
    actions={
      <TopToolbar>
        <EmailConfigurationButton />
        <SignInSettingsButton />
      </TopToolbar>
    }
  >
    <SimpleForm toolbar={<SaveDeleteToolbar />}>
      <ConsultancyInputs />
      <NameChips source="centerList" />
    </SimpleForm>
    <ReviewDaysSection />
  </Edit>
);

export default ConsultancyEdit;
