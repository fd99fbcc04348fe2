import { AutocompleteInput, BulkDeleteButton, CreateButton, DataTable, List, ReferenceInput, SearchInput, TopToolbar } from 'react-admin';
import { DateField } from '../../common/DateField';
import { KindField } from '../../common/fields';
import { SpreadsheetExportButton } from '../../common/SpreadsheetExportButton';
import type { ProjectCost } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="projectId" source="projectId" reference="project" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="resources.project-cost.fields.project" sx={{ minWidth: 240 }} />
  </ReferenceInput>,
];

const ProjectCostList = () => (
  <List
    filters={filters}
    sort={{ field: 'date', order: 'DESC' }}
    exporter={false}
    actions={
      <TopToolbar>
        <CreateButton />
        <SpreadsheetExportButton />
      </TopToolbar>
    }
  >
    <DataTable<ProjectCost> rowClick="edit" bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
      <DataTable.Col source="date" field={DateField} />
      <DataTable.Col source="project.name" label="resources.project-cost.fields.project" disableSort />
      <DataTable.Col source="concept" />
      <DataTable.Col source="amount" align="right">
        <KindField source="amount" kind={{ kind: 'money' }} />
      </DataTable.Col>
    </DataTable>
  </List>
);

export default ProjectCostList;
