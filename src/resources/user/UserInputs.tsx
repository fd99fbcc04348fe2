import {
  AutocompleteArrayInput,
  BooleanInput,
  email,
  minValue,
  NumberInput,
  AutocompleteInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { roleChoices } from './roleChoices';

/** Enterprises (the user sees all their centers) and centers assigned one by one (issue 14). */
const MembershipInputs = () => (
  <>
    <ReferenceArrayInput source="enterpriseIdList" reference="enterprise" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteArrayInput optionText="name" helperText="onboarding.user.enterprises_helper" />
    </ReferenceArrayInput>
    <ReferenceArrayInput source="centerIdList" reference="center" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteArrayInput optionText="name" helperText="onboarding.user.centers_helper" />
    </ReferenceArrayInput>
  </>
);

/** Staff follow one consultancy's sign-in rules (two-step, single sign-on); clients follow none (issue 32). */
const ConsultancyInput = () => {
  const role = useWatch({ name: 'role' }) as string | undefined;
  if (role !== 'admin' && role !== 'collaborator') return null;
  return (
    <ReferenceInput source="consultancy_id" reference="consultancy" sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput optionText="name" helperText="resources.user.helpers.consultancy" />
    </ReferenceInput>
  );
};

/** On creation: either an invitation by e-mail (the person chooses the password) or a password typed here. */
const NewUserPassword = () => {
  const invite = useWatch({ name: 'invite' }) as boolean | undefined;
  return (
    <>
      <BooleanInput source="invite" label="onboarding.user.invite" helperText="onboarding.user.invite_helper" />
      {!invite && <PasswordInput source="password" autoComplete="new-password" validate={required()} />}
    </>
  );
};

/** The fields shared by user creation and edition; on edit the password is optional. */
export const UserInputs = ({ isNew }: { isNew: boolean }) => (
  <>
    <TextInput source="name" validate={required()} />
    <TextInput source="email" type="email" autoComplete="off" validate={[required(), email()]} />
    {isNew ? (
      <NewUserPassword />
    ) : (
      <PasswordInput
        source="password"
        // Keeps the browser from filling in the signed-in admin's own saved password.
        autoComplete="new-password"
        helperText="resources.user.helpers.password_unchanged"
      />
    )}
    <SelectInput source="role" choices={roleChoices} validate={required()} />
    <ConsultancyInput />
    <NumberInput source="cost_per_hour" min={0} step={0.5} validate={minValue(0)} />
    <MembershipInputs />
  </>
);
