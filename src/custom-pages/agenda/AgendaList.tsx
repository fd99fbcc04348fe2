import { MenuItem, TextField } from '@mui/material';
import { useMemo, useState } from 'react';
import {
  AutocompleteInput,
  DataTable,
  List,
  ReferenceInput,
  SelectInput,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import {
  AGENDA_HORIZON_DAYS,
  AGENDA_HORIZONS,
  AGENDA_KINDS,
  AGENDA_PAGE_SIZE,
  AGENDA_STATES,
  type AgendaItem,
} from '../../../contract/agenda';
import { CENTER_MODULES } from '../../../contract/modules';
import { DueDateChip } from '../../common/fields';
import { SpreadsheetExportButton } from '../../common/SpreadsheetExportButton';
import { agendaLink } from './links';
import { horizonUntil } from './paths';

/** The horizon: what falls due within so many days (overdue items always show). */
const HorizonSelect = ({ days, onChange }: { days: number; onChange: (days: number) => void }) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('agenda.horizon')}
      value={days}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 140 }}
    >
      {AGENDA_HORIZONS.map((option) => (
        <MenuItem key={option} value={option}>
          {translate('agenda.horizon_days', { count: option, smart_count: option })}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * The due date and the days to it in one cell ("Vencida hace 3 días · 12/11/2026", "Quedan 4 días · …"), counted by
 * the server on Madrid's calendar as the digest and the calendar feed count them: no second column repeats it.
 */
const DueDate = () => {
  const item = useRecordContext<AgendaItem>();
  return item ? <DueDateChip date={item.due_date} daysLeft={item.days_left} warningDays={30} countDays /> : null;
};

const Translated = ({ prefix, field }: { prefix: string; field: 'module' | 'kind' }) => {
  const item = useRecordContext<AgendaItem>();
  const translate = useTranslate();
  return item ? <span>{translate(`${prefix}.${item[field]}`, { _: item[field] })}</span> : null;
};

/** Center, enterprise (for those who list enterprises), module and state: the filters of the agenda of every center. */
const useFilters = (withCenter: boolean) => {
  const translate = useTranslate();
  const { canAccess: listsEnterprises } = useCanAccess({ resource: 'enterprise', action: 'list' });
  return useMemo(
    () => [
      ...(withCenter
        ? [
            <ReferenceInput key="center" source="centerId" reference="center" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
              <AutocompleteInput label="agenda.fields.center" optionText="name" sx={{ minWidth: 220 }} />
            </ReferenceInput>,
          ]
        : []),
      ...(withCenter && listsEnterprises
        ? [
            <ReferenceInput key="enterprise" source="enterpriseId" reference="enterprise" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
              <AutocompleteInput label="agenda.fields.enterprise" optionText="name" sx={{ minWidth: 220 }} />
            </ReferenceInput>,
          ]
        : []),
      <SelectInput
        key="module"
        source="module"
        label="agenda.fields.module"
        choices={CENTER_MODULES.filter((module) => AGENDA_KINDS[module].length).map((module) => ({
          id: module,
          name: translate(`modules.${module}`),
        }))}
        alwaysOn
        sx={{ minWidth: 200 }}
      />,
      <SelectInput
        key="state"
        source="state"
        label="agenda.fields.state"
        choices={AGENDA_STATES.map((state) => ({ id: state, name: translate(`agenda.states.${state}`) }))}
        alwaysOn
        sx={{ minWidth: 160 }}
      />,
    ],
    [withCenter, listsEnterprises, translate],
  );
};

/**
 * GET /api/agenda: every dated obligation, soonest first, overdue ones always; of one center (`centerId`) or of every
 * center the user sees, with their filters. Each row opens the page where the obligation is dealt with.
 */
export const AgendaList = ({ centerId }: { centerId?: string }) => {
  const translate = useTranslate();
  const [days, setDays] = useState(AGENDA_HORIZON_DAYS);
  const until = horizonUntil(days);
  const filters = useFilters(!centerId);
  return (
    <List
      resource="agenda"
      filter={centerId ? { centerId, until } : { until }}
      filters={filters}
      actions={
        <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
          <HorizonSelect days={days} onChange={setDays} />
          <SpreadsheetExportButton />
        </TopToolbar>
      }
      title={false}
      disableSyncWithLocation
      storeKey={`agenda.${centerId ?? 'all'}`}
      empty={false}
      perPage={AGENDA_PAGE_SIZE}
      sort={{ field: 'due_date', order: 'ASC' }}
    >
      <DataTable<AgendaItem>
        bulkActionButtons={false}
        rowClick={(_id, _resource, item) => agendaLink(item)}
        empty={<p>{translate('agenda.empty')}</p>}
      >
        <DataTable.Col source="due_date" label="agenda.fields.due_date" disableSort>
          <DueDate />
        </DataTable.Col>
        {!centerId && <DataTable.Col source="center.name" label="agenda.fields.center" disableSort />}
        <DataTable.Col source="module" label="agenda.fields.module" disableSort>
          <Translated prefix="modules" field="module" />
        </DataTable.Col>
        <DataTable.Col source="kind" label="agenda.fields.kind" disableSort>
          <Translated prefix="agenda.kinds" field="kind" />
        </DataTable.Col>
        <DataTable.Col source="subject" label="agenda.fields.subject" disableSort />
      </DataTable>
    </List>
  );
};
