import { BulkDeleteButton, DataTable, List, SearchInput } from 'react-admin';
import type { ProjectAmbit } from './types';

const projectAmbitFilters = [<SearchInput key="q" source="q" alwaysOn />];

const ProjectAmbitList = () => (
  <List filters={projectAmbitFilters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
    <DataTable<ProjectAmbit> bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="name" />
    </DataTable>
  </List>
);

export default ProjectAmbitList;
