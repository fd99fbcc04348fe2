import { useParams } from 'react-router-dom';
import { DataTable, List, NullableBooleanInput, SearchInput, TopToolbar } from 'react-admin';
import { DateField } from '../../common/DateField';
import { SpreadsheetExportButton } from '../../common/SpreadsheetExportButton';
import { DownloadLink } from './EvidenceDocuments';
import { DocumentStateChip, RecordExpiryBadge, useWarningDays } from './expiry';
import { LegalModuleLayout } from './LegalModuleLayout';
import type { LegalDocument } from './types';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="isValid" source="isValid" resource="legal-document" alwaysOn />,
  <NullableBooleanInput key="expired" source="expired" resource="legal-document" alwaysOn />,
];

/** .../legal-document (admin): every legal document of the center, filterable by validity and expiry. */
const LegalDocumentsPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const warningDays = useWarningDays(centerId);
  return (
    <LegalModuleLayout page="legalDocuments">
      <List
        resource="legal-document"
        filter={{ centerId }}
        filters={filters}
        actions={
          <TopToolbar>
            <SpreadsheetExportButton />
          </TopToolbar>
        }
        title={false}
        disableSyncWithLocation
        storeKey={`legal-documents.${centerId}`}
        empty={false}
      >
        <DataTable<LegalDocument> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col source="elaboration_date" disableSort>
            <DateField source="elaboration_date" />
          </DataTable.Col>
          <DataTable.Col source="evidence_name" disableSort />
          <DataTable.Col source="is_valid" label="resources.legal-document.fields.state" disableSort>
            <DocumentStateChip />
          </DataTable.Col>
          <DataTable.Col source="expiration_date" disableSort>
            <RecordExpiryBadge source="expiration_date" warningDays={warningDays} />
          </DataTable.Col>
          <DataTable.Col source="file" disableSort>
            <DownloadLink />
          </DataTable.Col>
        </DataTable>
      </List>
    </LegalModuleLayout>
  );
};

export default LegalDocumentsPage;
