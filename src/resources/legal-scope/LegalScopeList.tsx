import { BulkDeleteButton, DataTable, List, SearchInput, SelectField, SelectInput } from 'react-admin';
import type { LegalScope } from '../../custom-pages/legal-manager/registerRecords';
import { SCOPE_KIND_CHOICES } from './scopeKinds';

const legalScopeFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="scope" source="scope" choices={SCOPE_KIND_CHOICES} alwaysOn />,
];

const LegalScopeList = () => (
  <List filters={legalScopeFilters} sort={{ field: 'scope', order: 'ASC' }} exporter={false}>
    <DataTable<LegalScope> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="scope">
        <SelectField source="scope" choices={SCOPE_KIND_CHOICES} />
      </DataTable.Col>
    </DataTable>
  </List>
);

export default LegalScopeList;
