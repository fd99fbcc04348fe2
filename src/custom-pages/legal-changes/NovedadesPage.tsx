import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import {
  AutocompleteInput,
  DataTable,
  List,
  ReferenceInput,
  SelectInput,
  Title,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { LEGAL_SCOPE_KINDS } from '../../../contract/legal';
import { LEGAL_CHANGE_KINDS } from '../../../contract/legal-changes';
import { DateInput } from '../../common/DateInput';
import { KindField } from '../../common/fields';
import { usePageTitle } from '../../common/usePageTitle';
import type { LegalChange } from '../../dataProvider';
import { ChangeDetails } from './ChangeDetails';
import { ChangeKindChip } from './chips';

const WORDS = 'legalRegister.novedades';

const Kind = () => {
  const change = useRecordContext<LegalChange>();
  return change ? <ChangeKindChip kind={change.kind} /> : null;
};

const Text = () => {
  const change = useRecordContext<LegalChange>();
  if (!change) return null;
  return (
    <Stack sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography variant="body2">{change.legal_text.name}</Typography>
      {change.legal_text.official_reference && (
        <Typography variant="caption" color="text.secondary">
          {change.legal_text.official_reference}
        </Typography>
      )}
      {change.legal_requirement && <Typography variant="body2">{change.legal_requirement.name}</Typography>}
    </Stack>
  );
};

const Details = () => {
  const change = useRecordContext<LegalChange>();
  return change ? <ChangeDetails change={change} /> : null;
};

const Place = () => {
  const change = useRecordContext<LegalChange>();
  return change ? (
    <Typography variant="body2">{`${change.area.name} › ${change.subambit.name} · ${change.legal_scope.name}`}</Typography>
  ) : null;
};

const Reviews = () => {
  const change = useRecordContext<LegalChange>();
  const translate = useTranslate();
  if (!change) return null;
  const { total, pending } = change.reviews;
  return (
    <Typography variant="body2">{translate('legalRegister.changes.reviews', { count: total, smart_count: total, pending })}</Typography>
  );
};

const useFilters = () => {
  const translate = useTranslate();
  return useMemo(
    () => [
      <DateInput key="from" source="from" label={`${WORDS}.from`} alwaysOn />,
      <DateInput key="to" source="to" label={`${WORDS}.to`} alwaysOn />,
      <ReferenceInput key="area" source="areaId" reference="area" sort={{ field: 'order', order: 'ASC' }} alwaysOn>
        <AutocompleteInput label="legalRegister.filters.areaId" sx={{ minWidth: 200 }} />
      </ReferenceInput>,
      <SelectInput
        key="scope"
        source="scope"
        label={`${WORDS}.scope`}
        choices={LEGAL_SCOPE_KINDS.map((kind) => ({ id: kind, name: translate(`legalRegister.scope_kinds.${kind}`) }))}
        alwaysOn
        sx={{ minWidth: 200 }}
      />,
      <ReferenceInput key="ambit" source="legalAmbitId" reference="legal-ambit" sort={{ field: 'order', order: 'ASC' }}>
        <AutocompleteInput label="legalRegister.filters.legalAmbitId" sx={{ minWidth: 200 }} />
      </ReferenceInput>,
      <ReferenceInput key="subambit" source="subambitId" reference="subambit" sort={{ field: 'order', order: 'ASC' }}>
        <AutocompleteInput label="legalRegister.filters.subambitId" sx={{ minWidth: 200 }} />
      </ReferenceInput>,
      <SelectInput
        key="kind"
        source="kind"
        label="legalRegister.changes.fields.kind"
        choices={LEGAL_CHANGE_KINDS.map((kind) => ({ id: kind, name: translate(`legalChanges.kind.${kind}`) }))}
        sx={{ minWidth: 200 }}
      />,
    ],
    [translate],
  );
};

/** /legal-changes, "Novedades": the register's changes by date range, area and scope, newest effective date first. */
const NovedadesPage = () => {
  const translate = useTranslate();
  const title = translate(`${WORDS}.title`);
  usePageTitle(title);
  const filters = useFilters();
  const { canAccess: opensTexts } = useCanAccess({ resource: 'legal-text', action: 'show' });
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{translate(`${WORDS}.intro`)}</Typography>
        </CardContent>
      </Card>
      <List
        resource="legal-changes"
        filters={filters}
        title={false}
        disableSyncWithLocation
        storeKey="legal-changes.novedades"
        sort={{ field: 'effective_date', order: 'DESC' }}
        empty={false}
        exporter={false}
        perPage={25}
      >
        <DataTable<LegalChange>
          bulkActionButtons={false}
          rowClick={opensTexts ? (_id, _resource, change) => `/legal-text/${change.legal_text.id}/show` : false}
          empty={<p>{translate(`${WORDS}.empty`)}</p>}
        >
          <DataTable.Col source="effective_date" label="legalRegister.changes.fields.effective_date" disableSort>
            <KindField source="effective_date" kind={{ kind: 'date' }} />
          </DataTable.Col>
          <DataTable.Col source="kind" label="legalRegister.changes.fields.kind" disableSort>
            <Kind />
          </DataTable.Col>
          <DataTable.Col source="legal_text.name" label="resources.legal-text.name_one" disableSort>
            <Text />
          </DataTable.Col>
          <DataTable.Col source="note" label={`${WORDS}.what`} disableSort>
            <Details />
          </DataTable.Col>
          <DataTable.Col source="area.name" label={`${WORDS}.place`} disableSort>
            <Place />
          </DataTable.Col>
          {opensTexts && (
            <DataTable.Col source="reviews" label={`${WORDS}.reviews`} disableSort>
              <Reviews />
            </DataTable.Col>
          )}
        </DataTable>
      </List>
    </Box>
  );
};

export default NovedadesPage;
