import { BulkDeleteButton, CreateButton, DataTable, List, SearchInput, SelectField, SelectInput, TopToolbar } from 'react-admin';
import { SpreadsheetExportButton } from '../../common/SpreadsheetExportButton';
import { roleChoices } from './roleChoices';
import type { User } from './types';

const userFilters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="role" source="role" choices={roleChoices} alwaysOn />];

const UserListActions = () => (
  <TopToolbar>
    <CreateButton />
    <SpreadsheetExportButton />
  </TopToolbar>
);

// On a phone the table reads as one column, like every list (src/common/phoneTables.tsx).
const UserList = () => (
  <List filters={userFilters} actions={<UserListActions />} sort={{ field: 'name', order: 'ASC' }}>
    <DataTable<User> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" />
      <DataTable.Col source="email" />
      <DataTable.Col source="role">
        <SelectField source="role" choices={roleChoices} />
      </DataTable.Col>
    </DataTable>
  </List>
);

export default UserList;
