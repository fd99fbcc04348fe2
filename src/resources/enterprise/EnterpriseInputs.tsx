import { required, TextInput } from 'react-admin';
import { LogoInput } from '../../common/LogoInput';
import { UserReferencesInput } from '../user/UserReferencesInput';

export const EnterpriseInputs = () => (
  <>
    <TextInput source="name" validate={required()} />
    <UserReferencesInput helperText="resources.enterprise.helpers.userIdList" />
    <LogoInput />
  </>
);
