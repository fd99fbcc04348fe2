import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { Chip, IconButton, Link as MuiLink, Stack } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  Button,
  DataTable,
  DeleteButton,
  FileField,
  FileInput,
  List,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  required,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DOCUMENT_CATEGORIES, DOCUMENT_STATUSES } from '../../../contract/enterprise-documents';
import type { Role } from '../../../contract/roles';
import { canAccess } from '../../authProvider/canAccess';
import { DateField } from '../../common/DateField';
import { DateInput } from '../../common/DateInput';
import { SpreadsheetExportButton } from '../../common/SpreadsheetExportButton';
import { newFileOf } from '../../dataProvider/requestBody';
import { RecordFormDialog } from '../legal-module/RecordFormDialog';
import { AskClientButton } from '../requests/AskClientDialog';
import { CenterModuleLayout } from './CenterModuleLayout';

export interface DocumentVersion {
  version: number;
  file: string;
  file_name: string;
  size: number;
  created_at: string;
}
export interface EnterpriseDocument {
  id: number;
  center_id: number;
  name: string;
  category: string;
  effective_date: string;
  expiry_date: string | null;
  status: 'VALID' | 'EXPIRING' | 'EXPIRED';
  file: string | null;
  version: number;
  versions: DocumentVersion[];
}

const DOCUMENT_TYPES = {
  'application/pdf': [],
  'image/*': [],
  'application/msword': [],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [],
  'application/vnd.ms-excel': [],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [],
};

const STATUS_COLOURS = { VALID: 'success', EXPIRING: 'warning', EXPIRED: 'error' } as const;

const StatusChip = () => {
  const translate = useTranslate();
  const document = useRecordContext<EnterpriseDocument>();
  if (!document) return null;
  return (
    <Chip
      size="small"
      color={STATUS_COLOURS[document.status]}
      label={translate(`enterpriseDocuments.statuses.${document.status}`, { _: document.status })}
    />
  );
};

const CategoryText = () => {
  const translate = useTranslate();
  const document = useRecordContext<EnterpriseDocument>();
  return document ? <>{translate(`enterpriseDocuments.categories.${document.category}`, { _: document.category })}</> : null;
};

/** Every version, newest first: the newest is the document, the older ones stay downloadable. */
const Versions = () => {
  const translate = useTranslate();
  const document = useRecordContext<EnterpriseDocument>();
  if (!document) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
      {document.versions.map((version, index) => (
        <MuiLink
          key={version.version}
          href={version.file}
          target="_blank"
          rel="noopener"
          title={version.file_name}
          // The name holds the visible "v2" (WCAG 2.5.3) and says what the link does.
          aria-label={translate('enterpriseDocuments.download_version', {
            version: version.version,
            file: version.file_name,
            _: `Download version ${version.version}, v${version.version}: ${version.file_name}`,
          })}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: index === 0 ? 600 : undefined }}
        >
          <DownloadIcon fontSize="small" />v{version.version}
        </MuiLink>
      ))}
    </Stack>
  );
};

const EditRowButton = ({ onEdit }: { onEdit: (document: EnterpriseDocument) => void }) => {
  const translate = useTranslate();
  const document = useRecordContext<EnterpriseDocument>();
  if (!document) return null;
  return (
    <IconButton aria-label={translate('ra.action.edit')} size="small" onClick={() => onEdit(document)}>
      <EditIcon fontSize="small" />
    </IconButton>
  );
};

/** A new version asked of the client: it expires when the current one does, so the answer asks its validity date. */
const AskNewVersion = () => {
  const translate = useTranslate();
  const document = useRecordContext<EnterpriseDocument>();
  if (!document) return null;
  return (
    <AskClientButton
      iconOnly
      label="requests.ask.version_button"
      centerId={document.center_id}
      target={{ kind: 'enterprise_document', enterprise_document_id: document.id }}
      what={translate('requests.ask.new_version_of', { name: document.name })}
      defaultTitle={document.name}
      offerValidityDate
      defaults={{ asks_validity_date: Boolean(document.expiry_date) }}
    />
  );
};

const toWrite = (data: Partial<EnterpriseDocument> & { file?: unknown }) => ({
  center_id: data.center_id,
  name: data.name,
  category: data.category,
  effective_date: data.effective_date,
  expiry_date: data.expiry_date || null,
  file: newFileOf(data.file),
});

/** /center/document-module/{centerId}/enterprise-documents: clients read, admins and collaborators keep them. */
const EnterpriseDocumentsPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  const canWrite = canAccess(role, { resource: 'enterprise-document', action: 'create' });
  const [editing, setEditing] = useState<Partial<EnterpriseDocument>>();
  const categories = DOCUMENT_CATEGORIES.map((id) => ({ id, name: translate(`enterpriseDocuments.categories.${id}`, { _: id }) }));
  const statuses = DOCUMENT_STATUSES.map((id) => ({ id, name: translate(`enterpriseDocuments.statuses.${id}`, { _: id }) }));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="category" source="category" resource="enterprise-document" choices={categories} alwaysOn />,
    <SelectInput key="status" source="status" resource="enterprise-document" choices={statuses} alwaysOn />,
  ];
  return (
    <CenterModuleLayout
      module="document"
      heading={translate('resources.enterprise-document.name', { smart_count: 2, _: 'Enterprise documents' })}
    >
      <List
        resource="enterprise-document"
        filter={{ centerId }}
        filters={filters}
        actions={
          <TopToolbar>
            {canWrite && (
              <Button label="enterpriseDocuments.create" onClick={() => setEditing({ center_id: Number(centerId), category: 'OTHER' })}>
                <AddIcon />
              </Button>
            )}
            <AskClientButton
              label="requests.ask.document_button"
              centerId={centerId}
              target={{ kind: 'enterprise_document' }}
              what={translate('requests.kinds.enterprise_document')}
              defaultTitle=""
              defaults={{ document_category: 'OTHER' }}
              offerValidityDate
              inputs={
                <>
                  <TextInput source="document_name" label="requests.fields.document_name" validate={required()} fullWidth />
                  <SelectInput
                    source="document_category"
                    label="requests.fields.document_category"
                    choices={categories}
                    validate={required()}
                  />
                </>
              }
              toTarget={(values) => ({
                document_name: String(values.document_name ?? '').trim(),
                document_category: String(values.document_category),
              })}
            />
            <SpreadsheetExportButton />
          </TopToolbar>
        }
        title={false}
        disableSyncWithLocation
        storeKey={`enterprise-documents.${centerId}`}
        empty={false}
      >
        <DataTable<EnterpriseDocument> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col source="category" disableSort>
            <CategoryText />
          </DataTable.Col>
          <DataTable.Col source="effective_date" disableSort>
            <DateField source="effective_date" />
          </DataTable.Col>
          <DataTable.Col source="expiry_date" disableSort>
            <DateField source="expiry_date" />
          </DataTable.Col>
          <DataTable.Col source="status" disableSort>
            <StatusChip />
          </DataTable.Col>
          <DataTable.Col source="versions" disableSort>
            <Versions />
          </DataTable.Col>
          {canWrite && (
            <DataTable.Col label={false} disableSort align="right">
              <AskNewVersion />
              <EditRowButton onEdit={setEditing} />
              <DeleteButton mutationMode="pessimistic" redirect={false} />
            </DataTable.Col>
          )}
        </DataTable>
      </List>
      {editing && (
        <RecordFormDialog
          resource="enterprise-document"
          title={translate(editing.id ? 'enterpriseDocuments.edit' : 'enterpriseDocuments.create')}
          record={editing}
          transform={toWrite}
          onClose={() => setEditing(undefined)}
        >
          <TextInput source="name" resource="enterprise-document" validate={required()} fullWidth />
          <SelectInput source="category" resource="enterprise-document" choices={categories} validate={required()} />
          <DateInput source="effective_date" resource="enterprise-document" validate={required()} />
          <DateInput source="expiry_date" resource="enterprise-document" />
          <FileInput
            source="file"
            resource="enterprise-document"
            accept={DOCUMENT_TYPES}
            // The stored file arrives as a link: the form starts empty and a chosen file becomes the next version.
            format={(value: unknown) => (typeof value === 'string' ? null : value)}
            validate={editing.id ? undefined : required()}
            helperText={editing.id ? 'enterpriseDocuments.new_version_help' : undefined}
          >
            <FileField source="src" title="title" />
          </FileInput>
        </RecordFormDialog>
      )}
    </CenterModuleLayout>
  );
};

export default EnterpriseDocumentsPage;
