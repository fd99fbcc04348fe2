import DownloadIcon from '@mui/icons-material/Download';
import MailIcon from '@mui/icons-material/Mail';
import {
  AutocompleteInput,
  Button,
  BulkDeleteButton,
  CreateButton,
  DataTable,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useCanAccess,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useReportError } from '../../common/useReportError';
import { useProjectsApi } from '../../custom-pages/projects/api';
import { DateField } from '../../common/DateField';
import { DueDateChip, KindField } from '../../common/fields';
import { DateInput } from '../../common/DateInput';
import { SpreadsheetExportButton } from '../../common/SpreadsheetExportButton';
import { HoursBarField } from './HoursBar';
import { PROJECT_STATES, type Project } from './types';

const stateChoices = PROJECT_STATES.map((id) => ({ id, name: `projects.states.${id}` }));
// Spec §5: isCharged travels as the text True or False and is left out when unset.
const chargedChoices = [
  { id: 'True', name: 'projects.charged.yes' },
  { id: 'False', name: 'projects.charged.no' },
];

const commonFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="startDate" source="startDate" label="projects.filters.start_date" />,
  <DateInput key="endDate" source="endDate" label="projects.filters.end_date" />,
  <SelectInput key="state" source="state" choices={stateChoices} label="resources.project.fields.state" />,
  <ReferenceInput key="centerId" source="centerId" reference="center" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="resources.project.fields.center" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];
// Ambits, users and money are admin-only on the API: only admins get those filters.
const adminFilters = [
  ...commonFilters,
  <DateInput key="minExpectedChargeDate" source="minExpectedChargeDate" label="projects.filters.min_expected_charge_date" />,
  <DateInput key="maxExpectedChargeDate" source="maxExpectedChargeDate" label="projects.filters.max_expected_charge_date" />,
  <SelectInput key="isCharged" source="isCharged" choices={chargedChoices} label="projects.filters.is_charged" />,
  <ReferenceInput key="ambitId" source="ambitId" reference="project-ambit" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="resources.project.fields.ambit" sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <ReferenceInput key="coordinatorId" source="coordinatorId" reference="user" sort={{ field: 'name', order: 'ASC' }}>
    <AutocompleteInput label="resources.project.fields.coordinator" sx={{ minWidth: 200 }} />
  </ReferenceInput>,
];

const AdminActions = () => {
  const projectsApi = useProjectsApi();
  const notify = useNotify();
  const reportError = useReportError();
  const mail = () =>
    projectsApi
      .sendExceededHoursEmail()
      .then((answer) => notify('projects.exceeded_email.sent', { type: 'success', messageArgs: answer }))
      .catch(reportError);
  return (
    <>
      <Button label="projects.download_undone" onClick={() => projectsApi.downloadUndoneTasks().catch(reportError)}>
        <DownloadIcon />
      </Button>
      <Button label="projects.exceeded_email.action" onClick={mail}>
        <MailIcon />
      </Button>
    </>
  );
};

const Actions = ({ isAdmin }: { isAdmin: boolean }) => (
  <TopToolbar>
    <CreateButton />
    <SpreadsheetExportButton />
    {isAdmin && <AdminActions />}
  </TopToolbar>
);

const ProjectList = () => {
  const { canAccess: isAdmin = false, isPending } = useCanAccess({ resource: 'project-cost', action: 'list' });
  const translate = useTranslate();
  if (isPending) return null;
  return (
    <List
      filters={isAdmin ? adminFilters : commonFilters}
      sort={{ field: 'start_date', order: 'DESC' }}
      actions={<Actions isAdmin={isAdmin} />}
      exporter={false}
    >
      <DataTable<Project> rowClick="edit" bulkActionButtons={isAdmin ? <BulkDeleteButton mutationMode="pessimistic" /> : false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="center.name" label="resources.project.fields.center" disableSort />
        <DataTable.Col source="start_date" field={DateField} />
        <DataTable.Col<Project>
          source="end_date"
          render={(record) => <DueDateChip date={record.end_date} done={record.state === 'FINISHED' || record.state === 'CANCELLED'} />}
        />
        <DataTable.Col<Project> source="state" render={(record) => translate(`projects.states.${record.state}`)} />
        <DataTable.Col label="resources.project.fields.worked_hours" disableSort>
          <HoursBarField />
        </DataTable.Col>
        {isAdmin && (
          <DataTable.Col source="price" align="right">
            <KindField source="price" kind={{ kind: 'money' }} />
          </DataTable.Col>
        )}
        {isAdmin && (
          <DataTable.Col<Project>
            source="is_charged"
            render={(record) => translate(record.is_charged ? 'projects.charged.yes' : 'projects.charged.no')}
          />
        )}
      </DataTable>
    </List>
  );
};

export default ProjectList;
