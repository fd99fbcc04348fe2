import { BulkDeleteButton, DataTable, List } from 'react-admin';
import { registerFilters } from '../../custom-pages/legal-manager/registerFilters';
import type { LegalRequirement } from '../../custom-pages/legal-manager/registerRecords';

const LegalRequirementList = () => (
  <List
    filters={registerFilters('areaId', 'legalAmbitId', 'subambitId', 'legalScopeId')}
    sort={{ field: 'order', order: 'ASC' }}
    exporter={false}
  >
    <DataTable<LegalRequirement> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="legal_text.name" label="resources.legal-requirement.fields.legal_text" disableSort />
      <DataTable.Col source="subambit.name" label="resources.legal-requirement.fields.subambit" disableSort />
      <DataTable.Col source="area.name" label="resources.legal-requirement.fields.area" disableSort />
      <DataTable.NumberCol source="order" />
    </DataTable>
  </List>
);

export default LegalRequirementList;
