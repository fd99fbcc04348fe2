import { DataTable, required, TextInput, useTranslate } from 'react-admin';
import { DateInput } from '../../common/DateInput';
import { DateField } from '../../common/DateField';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { EvidenceRecordsCard } from './EvidenceRecordsCard';
import { ActionStateChip, isApplied, RecordExpiryBadge } from './expiry';
import type { CorrectiveAction } from './types';

const toActionWrite = (data: Partial<CorrectiveAction>) => ({
  name: data.name,
  responsible: data.responsible,
  expected_date: data.expected_date,
  applied_date: data.applied_date || null,
  evidence_id: data.evidence_id,
  observations: data.observations || null,
});

/** The inputs of a corrective action; spec §5: the expected date is required, the applied date is not. */
export const ActionInputs = () => (
  <FormGrid columns="1fr 1fr">
    <TextInput source="name" resource="action" validate={required()} className={FULL_ROW} />
    <TextInput source="responsible" resource="action" validate={required()} className={FULL_ROW} />
    <DateInput source="expected_date" resource="action" validate={required()} />
    <DateInput source="applied_date" resource="action" />
    <TextInput source="observations" resource="action" multiline minRows={2} className={FULL_ROW} />
  </FormGrid>
);

/** The corrective actions planned for an evidence; admins and collaborators create, edit and delete them. */
export const EvidenceActions = ({ evidenceId, canWrite, warningDays }: { evidenceId: number; canWrite: boolean; warningDays: number }) => {
  const translate = useTranslate();
  return (
    <EvidenceRecordsCard<CorrectiveAction>
      resource="action"
      evidenceId={evidenceId}
      canWrite={canWrite}
      title={translate('resources.action.name', { smart_count: 2, _: 'Corrective actions' })}
      labels={{
        create: ['legalModule.actions.create', 'New corrective action'],
        edit: ['legalModule.actions.edit', 'Edit action'],
        empty: ['legalModule.actions.empty', 'No corrective action yet.'],
      }}
      transform={toActionWrite}
      inputs={<ActionInputs />}
      columns={[
        <DataTable.Col key="name" source="name" disableSort />,
        <DataTable.Col key="responsible" source="responsible" disableSort />,
        <DataTable.Col key="state" source="state" label="resources.action.fields.state" disableSort>
          <ActionStateChip />
        </DataTable.Col>,
        <DataTable.Col key="expected_date" source="expected_date" disableSort>
          <RecordExpiryBadge source="expected_date" warningDays={warningDays} done={isApplied} />
        </DataTable.Col>,
        <DataTable.Col key="applied_date" source="applied_date" disableSort>
          <DateField source="applied_date" />
        </DataTable.Col>,
        <DataTable.Col key="observations" source="observations" disableSort />,
      ]}
    />
  );
};
