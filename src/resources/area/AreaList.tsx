import { BulkDeleteButton, DataTable, List } from 'react-admin';
import { registerFilters } from '../../custom-pages/legal-manager/registerFilters';
import type { Area } from '../../custom-pages/legal-manager/registerRecords';

// `name` is the UI language's name: the API orders by order or by one language's name, not by it.
const AreaList = () => (
  <List filters={registerFilters()} sort={{ field: 'order', order: 'ASC' }} exporter={false}>
    <DataTable<Area> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" disableSort />
      <DataTable.NumberCol source="order" />
    </DataTable>
  </List>
);

export default AreaList;
