import { BulkDeleteButton, DataTable, List } from 'react-admin';
import { registerFilters } from '../../custom-pages/legal-manager/registerFilters';
import type { LegalText } from '../../custom-pages/legal-manager/registerRecords';

const LegalTextList = () => (
  <List
    filters={registerFilters('areaId', 'legalAmbitId', 'subambitId', 'legalScopeId')}
    sort={{ field: 'name', order: 'ASC' }}
    exporter={false}
  >
    <DataTable<LegalText> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" />
      <DataTable.Col source="legal_scope.name" label="resources.legal-text.fields.legal_scope" disableSort />
      <DataTable.Col source="subambit.name" label="resources.legal-text.fields.subambit" disableSort />
      <DataTable.Col source="legal_ambit.name" label="resources.legal-text.fields.legal_ambit" disableSort />
      <DataTable.Col source="area.name" label="resources.legal-text.fields.area" disableSort />
    </DataTable>
  </List>
);

export default LegalTextList;
