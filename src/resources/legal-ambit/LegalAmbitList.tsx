import { BulkDeleteButton, DataTable, List } from 'react-admin';
import { registerFilters } from '../../custom-pages/legal-manager/registerFilters';
import type { LegalAmbit } from '../../custom-pages/legal-manager/registerRecords';

const LegalAmbitList = () => (
  <List filters={registerFilters('areaId')} sort={{ field: 'order', order: 'ASC' }} exporter={false}>
    <DataTable<LegalAmbit> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="area.name" label="resources.legal-ambit.fields.area" disableSort />
      <DataTable.NumberCol source="order" />
    </DataTable>
  </List>
);

export default LegalAmbitList;
