import { BulkDeleteButton, DataTable, List, SearchInput } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const VectorList = () => (
  <List filters={filters} sort={{ field: 'order', order: 'ASC' }} exporter={false}>
    <DataTable bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" disableSort />
      <DataTable.NumberCol source="order" />
    </DataTable>
  </List>
);

export default VectorList;
