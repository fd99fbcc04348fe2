import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { Card, CardContent, CardHeader, IconButton, Link as MuiLink, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  BooleanInput,
  Button,
  DataTable,
  DateInput,
  DeleteButton,
  FileField,
  FileInput,
  ListBase,
  required,
  TextInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../common/DateField';
import { newFileOf } from '../../dataProvider/requestBody';
import { RecordFormDialog } from './RecordFormDialog';
import type { LegalDocument } from './types';

/** The API takes PDF, images and Office documents, and checks their content. */
const DOCUMENT_TYPES = {
  'application/pdf': [],
  'image/*': [],
  'application/msword': [],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [],
  'application/vnd.ms-excel': [],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [],
};

// Spec §5: the file is sent only when the user chose a new one; the stored one stays otherwise.
const toDocumentWrite = (data: Partial<LegalDocument> & { file?: unknown }) => ({
  name: data.name,
  elaboration_date: data.elaboration_date || null,
  is_valid: data.is_valid ?? true,
  evidence_id: data.evidence_id,
  file: newFileOf(data.file),
});

// The stored file arrives as a URL; FileInput previews objects with `src`.
const toPreview = (value: unknown) => (typeof value === 'string' ? { src: value, title: value.split('?')[0].split('/').pop() } : value);

export const DownloadLink = () => {
  const translate = useTranslate();
  const document = useRecordContext<LegalDocument>();
  if (!document?.file) return null;
  return (
    <MuiLink href={document.file} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <DownloadIcon fontSize="small" />
      {translate('legalModule.documents.download', { _: 'Download' })}
    </MuiLink>
  );
};

const EditDocumentButton = ({ onEdit }: { onEdit: (document: LegalDocument) => void }) => {
  const translate = useTranslate();
  const document = useRecordContext<LegalDocument>();
  if (!document) return null;
  return (
    <IconButton aria-label={translate('ra.action.edit')} onClick={() => onEdit(document)} size="small">
      <EditIcon fontSize="small" />
    </IconButton>
  );
};

/** The legal documents that prove an evidence; admins and collaborators upload, edit and delete them. */
export const EvidenceDocuments = ({ evidenceId, canWrite }: { evidenceId: number; canWrite: boolean }) => {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Partial<LegalDocument>>();
  const title = translate('resources.legal-document.name', { smart_count: 2, _: 'Legal documents' });
  return (
    <Card component="section" aria-label={title}>
      <CardHeader
        title={title}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          canWrite && (
            <Button
              label="legalModule.documents.upload"
              onClick={() => setEditing({ evidence_id: evidenceId, is_valid: true })}
            >
              <AddIcon />
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <ListBase resource="legal-document" filter={{ evidenceId }} perPage={100} disableSyncWithLocation>
          <DataTable<LegalDocument>
            rowClick={false}
            bulkActionButtons={false}
            empty={
              <Typography variant="body2" color="text.secondary">
                {translate('legalModule.documents.empty', { _: 'No document yet.' })}
              </Typography>
            }
          >
            <DataTable.Col source="name" disableSort />
            <DataTable.Col source="elaboration_date" disableSort>
              <DateField source="elaboration_date" />
            </DataTable.Col>
            <DataTable.Col source="is_valid" disableSort>
              <BooleanField source="is_valid" />
            </DataTable.Col>
            <DataTable.Col source="file" disableSort>
              <DownloadLink />
            </DataTable.Col>
            {canWrite && (
              <DataTable.Col label={false} disableSort align="right">
                <EditDocumentButton onEdit={setEditing} />
                <DeleteButton mutationMode="pessimistic" redirect={false} />
              </DataTable.Col>
            )}
          </DataTable>
        </ListBase>
      </CardContent>
      {editing && (
        <RecordFormDialog
          resource="legal-document"
          title={translate(editing.id ? 'legalModule.documents.edit' : 'legalModule.documents.upload', {
            _: editing.id ? 'Edit document' : 'Upload a document',
          })}
          record={editing}
          transform={toDocumentWrite}
          onClose={() => setEditing(undefined)}
        >
          <TextInput source="name" resource="legal-document" validate={required()} fullWidth />
          <DateInput source="elaboration_date" resource="legal-document" />
          <BooleanInput source="is_valid" resource="legal-document" />
          <FileInput source="file" resource="legal-document" accept={DOCUMENT_TYPES} format={toPreview}>
            <FileField source="src" title="title" target="_blank" />
          </FileInput>
        </RecordFormDialog>
      )}
    </Card>
  );
};
