import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Card, CardContent, CardHeader, IconButton, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Button, DataTable, DeleteButton, ListBase, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { RecordFormDialog } from './RecordFormDialog';

const EditRecordButton = <T extends RaRecord>({ onEdit }: { onEdit: (record: T) => void }) => {
  const translate = useTranslate();
  const record = useRecordContext<T>();
  if (!record) return null;
  return (
    <IconButton aria-label={translate('ra.action.edit')} onClick={() => onEdit(record)} size="small">
      <EditIcon fontSize="small" />
    </IconButton>
  );
};

interface EvidenceRecordsCardProps<T extends RaRecord> {
  /** The API resource of the records (legal-document, action). */
  resource: string;
  evidenceId: number;
  canWrite: boolean;
  title: string;
  /** Translation keys (with English defaults) of the create button, the edit dialog and the empty list. */
  labels: { create: [string, string]; edit: [string, string]; empty: [string, string] };
  /** The values a new record starts with, besides its evidence. */
  newRecord?: Partial<T>;
  /** The table columns (DataTable.Col elements); the edit and delete column is added for writers. */
  columns: ReactNode;
  /** The form inputs of the create and edit dialog. */
  inputs: ReactNode;
  transform: (data: Partial<T>) => Record<string, unknown>;
}

/** Records that hang from an evidence (documents, corrective actions): a titled list, and dialogs for writers. */
export function EvidenceRecordsCard<T extends RaRecord>({
  resource,
  evidenceId,
  canWrite,
  title,
  labels,
  newRecord,
  columns,
  inputs,
  transform,
}: EvidenceRecordsCardProps<T>) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Partial<T>>();
  const [dialogKey, dialogDefault] = editing?.id ? labels.edit : labels.create;
  return (
    <Card component="section" aria-label={title}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          canWrite && (
            <Button label={labels.create[0]} onClick={() => setEditing({ evidence_id: evidenceId, ...newRecord } as unknown as Partial<T>)}>
              <AddIcon />
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <ListBase resource={resource} filter={{ evidenceId }} perPage={100} disableSyncWithLocation>
          <DataTable<T>
            rowClick={false}
            bulkActionButtons={false}
            empty={
              <Typography variant="body2" color="text.secondary">
                {translate(labels.empty[0], { _: labels.empty[1] })}
              </Typography>
            }
          >
            {columns}
            {canWrite && (
              <DataTable.Col label={false} disableSort align="right">
                <EditRecordButton<T> onEdit={setEditing} />
                <DeleteButton mutationMode="pessimistic" redirect={false} />
              </DataTable.Col>
            )}
          </DataTable>
        </ListBase>
      </CardContent>
      {editing && (
        <RecordFormDialog
          resource={resource}
          title={translate(dialogKey, { _: dialogDefault })}
          record={editing}
          transform={transform}
          onClose={() => setEditing(undefined)}
        >
          {inputs}
        </RecordFormDialog>
      )}
    </Card>
  );
}
