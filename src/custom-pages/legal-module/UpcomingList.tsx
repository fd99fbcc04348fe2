import { MenuItem, TextField } from '@mui/material';
import { DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import { SpreadsheetExportButton } from '../../common/SpreadsheetExportButton';
import { EvidenceNameField, EvidenceStateField } from './evidenceStates';
import { RecordExpiryBadge } from './expiry';
import { evidencePath } from './paths';
import type { Evidence } from './types';

const WINDOWS = [7, 30, 60, 90, 180];

/** The horizon of the list: the center's warning window first, other usual ones beside it. */
export const WindowSelect = ({ days, onChange }: { days: number; onChange: (days: number) => void }) => {
  const translate = useTranslate();
  const options = [...new Set([...WINDOWS, days])].sort((a, b) => a - b);
  return (
    <TextField
      select
      size="small"
      label={translate('expiry.window', { _: 'Horizon' })}
      value={days}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 180 }}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {translate('expiry.window_days', { smart_count: option, count: option, _: `Next ${option} days` })}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * GET /api/evidence/about-to-expire: expired evidences and those expiring within `days`, soonest first,
 * of one center or (without `centerId`) of every center the user sees; exported with the same filter.
 */
export const UpcomingList = ({
  centerId,
  days,
  onDaysChange,
}: {
  centerId?: string;
  days: number;
  onDaysChange: (days: number) => void;
}) => {
  const translate = useTranslate();
  return (
    <List
      resource="evidence/about-to-expire"
      filter={centerId ? { centerId, days } : { days }}
      actions={
        <TopToolbar sx={{ alignItems: 'center', gap: 1 }}>
          <WindowSelect days={days} onChange={onDaysChange} />
          <SpreadsheetExportButton />
        </TopToolbar>
      }
      title={false}
      disableSyncWithLocation
      storeKey={`about-to-expire.${centerId ?? 'all'}`}
      sort={{ field: 'expiration_date', order: 'ASC' }}
      empty={false}
      perPage={25}
    >
      <DataTable<Evidence>
        bulkActionButtons={false}
        rowClick={(id, _resource, evidence) => evidencePath(evidence.center.id, evidence.subambit.id, id)}
        empty={<p>{translate('expiry.empty', { _: 'Nothing expired or expiring within this horizon.' })}</p>}
      >
        <DataTable.Col source="expiration_date" label="resources.evidence.fields.expiration_date">
          <RecordExpiryBadge source="expiration_date" warningDays={days} />
        </DataTable.Col>
        <DataTable.Col source="state" label="resources.evidence.fields.state">
          <EvidenceStateField />
        </DataTable.Col>
        <DataTable.Col source="name" label="resources.evidence.fields.name">
          <EvidenceNameField />
        </DataTable.Col>
        <DataTable.Col source="legal_requirement.name" label="resources.evidence.fields.legal_requirement" disableSort />
        {!centerId && <DataTable.Col source="center.name" label="resources.evidence.fields.center" disableSort />}
      </DataTable>
    </List>
  );
};
