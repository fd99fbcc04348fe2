import { AutocompleteArrayInput, ReferenceArrayInput } from 'react-admin';
import type { User } from './types';

// Name and e-mail: two people may share a name.
const userOption = (user: User) => `${user.name} (${user.email})`;

/** The people of an enterprise or center (`userIdList`), searched by name or e-mail over /api/user. */
export const UserReferencesInput = ({ helperText, filter }: { helperText: string; filter?: Record<string, unknown> }) => (
  <ReferenceArrayInput source="userIdList" reference="user" sort={{ field: 'name', order: 'ASC' }} filter={filter}>
    <AutocompleteArrayInput optionText={userOption} helperText={helperText} />
  </ReferenceArrayInput>
);
