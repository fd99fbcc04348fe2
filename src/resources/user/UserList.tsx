import { useMediaQuery, type Theme } from '@mui/material';
import {
  BulkDeleteButton,
  SimpleList,
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TopToolbar,
} from 'react-admin';
import { SpreadsheetExportButton } from '../../common/SpreadsheetExportButton';
import { roleChoices } from './roleChoices';
import type { User } from './types';

const userFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />,
];

const UserListActions = () => (
  <TopToolbar>
    <CreateButton />
    <SpreadsheetExportButton />
  </TopToolbar>
);

const UserList = () => {
  // On a phone one readable column: name, e-mail and role under it.
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
  <List filters={userFilters} actions={<UserListActions />} sort={{ field: 'name', order: 'ASC' }}>
    {isPhone ? (
      <SimpleList<User> primaryText={(user) => user.name} secondaryText={(user) => user.email} tertiaryText={(user) => <SelectField record={user} source="role" choices={roleChoices} />} linkType="edit" />
    ) : (
    <DataTable<User> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="role">
        <SelectField source="role" choices={roleChoices} />
      </DataTable.Col>
    </DataTable>
    )}
  </List>
  );
};

export default UserList;
