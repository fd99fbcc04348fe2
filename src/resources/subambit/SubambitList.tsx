import { BulkDeleteButton, DataTable, List } from 'react-admin';
import { registerFilters } from '../../custom-pages/legal-manager/registerFilters';
import type { Subambit } from '../../custom-pages/legal-manager/registerRecords';

const SubambitList = () => (
  <List filters={registerFilters('areaId', 'legalAmbitId')} sort={{ field: 'order', order: 'ASC' }} exporter={false}>
    <DataTable<Subambit> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="legal_ambit.name" label="resources.subambit.fields.legal_ambit" disableSort />
      <DataTable.Col source="area.name" label="resources.subambit.fields.area" disableSort />
      <DataTable.NumberCol source="order" />
    </DataTable>
  </List>
);

export default SubambitList;
