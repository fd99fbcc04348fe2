import { email, minValue, NumberInput, PasswordInput, required, SelectInput, TextInput } from 'react-admin';
import { roleChoices } from './roleChoices';

/** The fields shared by user creation and edition; on edit the password is optional. */
export const UserInputs = ({ isNew }: { isNew: boolean }) => (
  <>
    <TextInput source="name" validate={required()} />
    <TextInput source="email" type="email" autoComplete="off" validate={[required(), email()]} />
    <PasswordInput
      source="password"
      // Keeps the browser from filling in the signed-in admin's own saved password.
      autoComplete="new-password"
      validate={isNew ? required() : undefined}
      helperText={isNew ? false : 'resources.user.helpers.password_unchanged'}
    />
    <SelectInput source="role" choices={roleChoices} validate={required()} />
    <NumberInput source="cost_per_hour" min={0} step={0.5} validate={minValue(0)} />
  </>
);
