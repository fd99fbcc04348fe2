import { Alert, Stack, Typography } from '@mui/material';
import { ArrayField, DataTable, Labeled, ShowBase, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { KindField, type FieldKind } from '../../common/fields';
import { FULL_ROW } from '../../common/FormGrid';
import { ReadOnlyGrid } from '../../common/ReadOnlyGrid';
import { Certificate, type DddService } from './DddServicesPage';

// Clients read the pest-control module (spec §6): a service opens for them as this view, without the form's save and
// delete (react-admin's EditBase checks the `edit` right, which clients lack).

const TEXT: FieldKind = { kind: 'text' };

const Field = ({ source, kind, full }: { source: keyof DddService; kind: FieldKind; full?: boolean }) => {
  const value = useRecordContext<DddService>()?.[source];
  return (
    <Labeled source={source} className={full ? FULL_ROW : undefined}>
      {value === null || value === undefined || value === '' ? (
        <Typography component="span" variant="body2">
          —
        </Typography>
      ) : (
        <KindField source={source} kind={kind} />
      )}
    </Labeled>
  );
};

const Treatment = () => {
  const translate = useTranslate();
  const service = useRecordContext<DddService>();
  return service ? (
    <Typography component="span" variant="body2">
      {translate(`ddd.treatments.${service.treatment_type}`, { _: service.treatment_type })}
    </Typography>
  ) : null;
};

const Warnings = () => {
  const translate = useTranslate();
  const service = useRecordContext<DddService>();
  const lines = [
    ...(service?.is_overdue ? [translate('ddd.overdue')] : []),
    ...(service?.flags ?? []).map((flag) => translate(`ddd.flags.${flag}`, { _: flag })),
  ];
  return lines.length ? <Alert severity="warning">{lines.join(' · ')}</Alert> : null;
};

const Products = () => {
  const service = useRecordContext<DddService>();
  if (!service?.products.length) return null;
  return (
    <Labeled source="products" className={FULL_ROW}>
      <ArrayField source="products">
        <DataTable bulkActionButtons={false} rowClick={false} resource="ddd-service-product">
          <DataTable.Col source="name" disableSort />
          <DataTable.Col source="registration_number" disableSort />
          <DataTable.Col source="product_type" disableSort />
          <DataTable.Col source="dose" disableSort />
          <DataTable.Col source="batch" disableSort />
        </DataTable>
      </ArrayField>
    </Labeled>
  );
};

const CertificateOrNone = () =>
  useRecordContext<DddService>()?.certificate ? (
    <Certificate />
  ) : (
    <Typography component="span" variant="body2">
      —
    </Typography>
  );

/** A pest-control service read-only: what was done, with which products, and its certificate to download. */
export const DddServiceShow = ({ id }: { id: Identifier }) => (
  <ShowBase resource="ddd-service" id={id}>
    <Stack spacing={2}>
      <Warnings />
      <ReadOnlyGrid>
        <Field source="service_date" kind={{ kind: 'date' }} />
        <Labeled source="treatment_type">
          <Treatment />
        </Labeled>
        <Field source="next_planned_date" kind={{ kind: 'dueDate' }} />
        <Field source="provider_name" kind={TEXT} />
        <Field source="provider_registration_number" kind={TEXT} />
        <Field source="safety_period_hours" kind={{ kind: 'number' }} />
        <Products />
        <Field source="points_checked" kind={TEXT} full />
        <Field source="incidents" kind={TEXT} full />
        <Labeled source="certificate">
          <CertificateOrNone />
        </Labeled>
      </ReadOnlyGrid>
    </Stack>
  </ShowBase>
);
