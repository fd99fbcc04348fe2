import DownloadIcon from '@mui/icons-material/Download';
import { Link as MuiLink } from '@mui/material';
import { BooleanInput, DataTable, FileField, required, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { DateInput } from '../../common/DateInput';
import { DateField } from '../../common/DateField';
import { newFileOf } from '../../dataProvider/requestBody';
import { ExpiryBadge } from '../../common/ExpiryBadge';
import { EvidenceRecordsCard } from './EvidenceRecordsCard';
import { DocumentStateChip } from './expiry';
import type { LegalDocument } from './types';
import { LabelledFileInput } from '../../common/FileInputs';

/** The API takes PDF, images and Office documents, and checks their content. */
export const DOCUMENT_TYPES = {
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

/** The legal documents that prove an evidence; admins and collaborators upload, edit and delete them. */
export const EvidenceDocuments = ({
  evidenceId,
  canWrite,
  expirationDate,
  warningDays,
}: {
  evidenceId: number;
  canWrite: boolean;
  /** The evidence's expiry: its documents expire with it. */
  expirationDate: string | null;
  warningDays: number;
}) => {
  const translate = useTranslate();
  return (
    <EvidenceRecordsCard<LegalDocument>
      resource="legal-document"
      evidenceId={evidenceId}
      canWrite={canWrite}
      title={translate('resources.legal-document.name', { smart_count: 2, _: 'Legal documents' })}
      labels={{
        create: ['legalModule.documents.upload', 'Upload a document'],
        edit: ['legalModule.documents.edit', 'Edit document'],
        empty: ['legalModule.documents.empty', 'No document yet.'],
      }}
      newRecord={{ is_valid: true }}
      transform={toDocumentWrite}
      columns={[
        <DataTable.Col key="name" source="name" disableSort />,
        <DataTable.Col key="elaboration_date" source="elaboration_date" disableSort>
          <DateField source="elaboration_date" />
        </DataTable.Col>,
        <DataTable.Col key="state" source="is_valid" label="resources.legal-document.fields.state" disableSort>
          <DocumentStateChip />
        </DataTable.Col>,
        <DataTable.Col key="expiry" source="expiration_date" label="resources.legal-document.fields.expiration_date" disableSort>
          <ExpiryBadge date={expirationDate} warningDays={warningDays} />
        </DataTable.Col>,
        <DataTable.Col key="file" source="file" disableSort>
          <DownloadLink />
        </DataTable.Col>,
      ]}
      inputs={[
        <TextInput key="name" source="name" resource="legal-document" validate={required()} fullWidth />,
        <DateInput key="elaboration_date" source="elaboration_date" resource="legal-document" />,
        <BooleanInput key="is_valid" source="is_valid" resource="legal-document" />,
        <LabelledFileInput key="file" source="file" resource="legal-document" accept={DOCUMENT_TYPES} format={toPreview}>
          <FileField source="src" title="title" target="_blank" />
        </LabelledFileInput>,
      ]}
    />
  );
};
