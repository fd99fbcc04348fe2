import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Card, CardContent, CardHeader, IconButton, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  DataTable,
  DateInput,
  DeleteButton,
  ListBase,
  required,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../common/DateField';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { RecordFormDialog } from './RecordFormDialog';
import type { CorrectiveAction } from './types';

const toActionWrite = (data: Partial<CorrectiveAction>) => ({
  name: data.name,
  responsible: data.responsible,
  expected_date: data.expected_date,
  applied_date: data.applied_date || null,
  evidence_id: data.evidence_id,
  observations: data.observations || null,
});

const EditActionButton = ({ onEdit }: { onEdit: (action: CorrectiveAction) => void }) => {
  const translate = useTranslate();
  const action = useRecordContext<CorrectiveAction>();
  if (!action) return null;
  return (
    <IconButton aria-label={translate('ra.action.edit')} onClick={() => onEdit(action)} size="small">
      <EditIcon fontSize="small" />
    </IconButton>
  );
};

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
export const EvidenceActions = ({ evidenceId, canWrite }: { evidenceId: number; canWrite: boolean }) => {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Partial<CorrectiveAction>>();
  const title = translate('resources.action.name', { smart_count: 2, _: 'Corrective actions' });
  return (
    <Card component="section" aria-label={title}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          canWrite && (
            <Button label="legalModule.actions.create" onClick={() => setEditing({ evidence_id: evidenceId })}>
              <AddIcon />
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <ListBase resource="action" filter={{ evidenceId }} perPage={100} disableSyncWithLocation>
          <DataTable<CorrectiveAction>
            rowClick={false}
            bulkActionButtons={false}
            empty={
              <Typography variant="body2" color="text.secondary">
                {translate('legalModule.actions.empty', { _: 'No corrective action yet.' })}
              </Typography>
            }
          >
            <DataTable.Col source="name" disableSort />
            <DataTable.Col source="responsible" disableSort />
            <DataTable.Col source="expected_date" disableSort>
              <DateField source="expected_date" />
            </DataTable.Col>
            <DataTable.Col source="applied_date" disableSort>
              <DateField source="applied_date" />
            </DataTable.Col>
            <DataTable.Col source="observations" disableSort />
            {canWrite && (
              <DataTable.Col label={false} disableSort align="right">
                <EditActionButton onEdit={setEditing} />
                <DeleteButton mutationMode="pessimistic" redirect={false} />
              </DataTable.Col>
            )}
          </DataTable>
        </ListBase>
      </CardContent>
      {editing && (
        <RecordFormDialog
          resource="action"
          title={translate(editing.id ? 'legalModule.actions.edit' : 'legalModule.actions.create', {
            _: editing.id ? 'Edit action' : 'New corrective action',
          })}
          record={editing}
          transform={toActionWrite}
          onClose={() => setEditing(undefined)}
        >
          <ActionInputs />
        </RecordFormDialog>
      )}
    </Card>
  );
};
