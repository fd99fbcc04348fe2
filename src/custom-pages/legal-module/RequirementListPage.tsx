import { useWatch } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { DateInput } from '../../common/DateInput';
import { DataTable, List, SearchInput, SelectInput, TopToolbar, FilterButton, type Identifier } from 'react-admin';
import { SpreadsheetExportButton } from '../../common/SpreadsheetExportButton';
import { EVIDENCE_STATE_CHOICES, EvidenceNameField, EvidenceStateField } from './evidenceStates';
import { RecordExpiryBadge, useWarningDays } from './expiry';
import { LegalModuleLayout } from './LegalModuleLayout';
import { evidencePath } from './paths';
import type { Evidence } from './types';
import { useModuleQuery } from '../../common/useModuleQuery';

// Area and ambit choices come from the center's own inventory, which every role may read.
const AreaFilter = ({ centerId }: { centerId: string; source: string; alwaysOn?: boolean }) => {
  const { data: areas = [] } = useModuleQuery((dataProvider) => dataProvider.getInventoryNodes(centerId, 'areas'), `${centerId}/areas`);
  return <SelectInput source="areaId" resource="evidence" choices={areas} translateChoice={false} />;
};

const AmbitFilter = ({ centerId }: { centerId: string; source: string; alwaysOn?: boolean }) => {
  const areaId = useWatch<{ areaId?: Identifier }>({ name: 'areaId' });
  const { data: ambits = [] } = useModuleQuery(
    (dataProvider) => (areaId ? dataProvider.getInventoryNodes(centerId, 'ambits', { level: 'areas', id: areaId }) : Promise.resolve([])),
    `${centerId}/areas/${areaId}/ambits`,
  );
  return <SelectInput source="legalAmbitId" resource="evidence" choices={ambits} translateChoice={false} disabled={!areaId} />;
};

const filtersOf = (centerId: string) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="state" source="state" resource="evidence" choices={EVIDENCE_STATE_CHOICES} alwaysOn />,
  <AreaFilter key="areaId" source="areaId" centerId={centerId} alwaysOn />,
  <AmbitFilter key="legalAmbitId" source="legalAmbitId" centerId={centerId} />,
  <DateInput key="expiringBefore" source="expiringBefore" resource="evidence" />,
];

/** .../requirement-list: every evidence of the center, filterable, and exported with the same filters. */
const RequirementListPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const warningDays = useWarningDays(centerId);
  return (
    <LegalModuleLayout page="requirementList">
      <List
        resource="evidence"
        filter={{ centerId }}
        filters={filtersOf(centerId)}
        actions={
          <TopToolbar>
            <FilterButton />
            <SpreadsheetExportButton />
          </TopToolbar>
        }
        title={false}
        disableSyncWithLocation
        storeKey={`legal-requirement-list.${centerId}`}
        sort={{ field: 'area', order: 'ASC' }}
        empty={false}
        sx={{ '& .RaList-main': { mt: 0 } }}
      >
        <DataTable<Evidence>
          bulkActionButtons={false}
          rowClick={(id, _resource, evidence) => evidencePath(centerId, evidence.subambit.id, id)}
        >
          <DataTable.Col source="name">
            <EvidenceNameField />
          </DataTable.Col>
          <DataTable.Col source="state">
            <EvidenceStateField />
          </DataTable.Col>
          <DataTable.Col source="expiration_date">
            <RecordExpiryBadge source="expiration_date" warningDays={warningDays} />
          </DataTable.Col>
          <DataTable.Col source="legal_requirement.name" label="resources.evidence.fields.legal_requirement" disableSort />
          <DataTable.Col source="area.name" label="resources.evidence.fields.area" disableSort />
          <DataTable.Col source="legal_ambit.name" label="resources.evidence.fields.legal_ambit" disableSort />
          <DataTable.Col source="subambit.name" label="resources.evidence.fields.subambit" disableSort />
        </DataTable>
      </List>
    </LegalModuleLayout>
  );
};

export default RequirementListPage;
