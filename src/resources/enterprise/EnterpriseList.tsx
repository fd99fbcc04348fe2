import { BulkDeleteButton, DataTable, List, SearchInput } from 'react-admin';
import { LogoColumn } from '../../common/LogoField';
import type { Enterprise } from './types';

const enterpriseFilters = [<SearchInput key="q" source="q" alwaysOn />];

const EnterpriseList = () => (
  <List filters={enterpriseFilters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
    <DataTable<Enterprise> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <LogoColumn />
      <DataTable.Col source="name" />
      <DataTable.Col source="userList" align="right" disableSort render={(enterprise) => enterprise.userList.length} />
      <DataTable.Col source="centerList" align="right" disableSort render={(enterprise) => enterprise.centerList.length} />
    </DataTable>
  </List>
);

export default EnterpriseList;
