import { Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ImageField, Labeled, Show, useRecordContext, useTranslate, type Identifier } from 'react-admin';
import { KindField, type FieldKind } from '../../common/fields';
import { FULL_ROW } from '../../common/FormGrid';
import { ReadOnlyGrid } from '../../common/ReadOnlyGrid';
import { HazardPictograms } from '../../resources/waste/HazardPictograms';
import { Download, Expired } from './RecordCells';
import type { Collection, DocumentState, Plan } from './types';

// Clients read the residue module (spec §6) but write nothing: a plan, a collection and an incidence open for them
// as these read-only views (the edit forms check the `edit` right and would refuse them).

const DATE: FieldKind = { kind: 'date' };
const DUE: FieldKind = { kind: 'dueDate' };
const NUMBER: FieldKind = { kind: 'number' };
const TEXT: FieldKind = { kind: 'text' };
const YES_NO: FieldKind = { kind: 'boolean' };
const QUANTITY: FieldKind = { kind: 'quantity', unitField: 'unit' };

/** One labelled value, shown by its kind; the label is the resource's field name. */
const Field = ({ source, kind, full }: { source: string; kind: FieldKind; full?: boolean }) => {
  const value = useRecordContext<Record<string, unknown>>()?.[source];
  return (
    <Labeled source={source} className={full ? FULL_ROW : undefined}>
      {value === null || value === undefined || value === '' ? <Value>—</Value> : <KindField source={source} kind={kind} />}
    </Labeled>
  );
};

/** The container's photo, when one was taken. */
const ContainerPhoto = () => {
  const plan = useRecordContext<{ photo_of_container?: string | null }>();
  return plan?.photo_of_container ? (
    <Labeled source="photo_of_container" className={FULL_ROW}>
      <ImageField source="photo_of_container" sx={{ '& img': { maxHeight: 160, objectFit: 'contain' } }} />
    </Labeled>
  ) : null;
};

const Value = ({ children }: { children: ReactNode }) => (
  <Typography component="span" variant="body2">
    {children}
  </Typography>
);

const PlanResidue = () => {
  const plan = useRecordContext<Plan>();
  if (!plan) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Value>{`${plan.residue.ler_code} ${plan.residue.name}`}</Value>
      {plan.residue.dangerousnesses?.length ? <HazardPictograms classes={plan.residue.dangerousnesses} size={28} /> : null}
    </Stack>
  );
};

const PlanTreatment = () => {
  const plan = useRecordContext<Plan>();
  return plan ? <Value>{`${plan.treatment.type} ${plan.treatment.name}`}</Value> : null;
};

const Party = ({ party }: { party: 'carrier' | 'manager' }) => {
  const plan = useRecordContext<Plan>();
  const value = plan?.[party];
  if (!value) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Value>{value.name}</Value>
      <Expired party={value} />
    </Stack>
  );
};

/** A required document: its download, and in red when it is missing or expired. */
const RequiredDocument = ({ source, state }: { source: string; state: DocumentState | undefined }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Download source={source} />
      {(state === 'missing' || state === 'expired') && <Chip size="small" color="error" label={translate(`waste.documents.${state}`)} />}
    </Stack>
  );
};

const PlanDocuments = ({ file, state }: { file: string; state: keyof Plan['documents'] }) => {
  const plan = useRecordContext<Plan>();
  return <RequiredDocument source={file} state={plan?.documents[state]} />;
};

const CollectionDocument = ({ file }: { file: keyof Collection['documents'] }) => {
  const collection = useRecordContext<Collection>();
  return <RequiredDocument source={file} state={collection?.documents[file]} />;
};

const PlanType = () => {
  const translate = useTranslate();
  const plan = useRecordContext<Plan>();
  return plan ? <Value>{translate(`waste.plan_types.${plan.type}`, { _: plan.type })}</Value> : null;
};

/** A collection plan read-only: what the consultancy recorded, its dates and the state of its documents. */
export const PlanShow = ({ id }: { id: Identifier }) => (
  <Show resource="collection-plan" id={id} title={false} actions={false} sx={{ '& .RaShow-card': { p: 2 } }}>
    <ReadOnlyGrid>
      <Labeled source="type">
        <PlanType />
      </Labeled>
      <Labeled label="resources.collection-plan.fields.residue_id">
        <PlanResidue />
      </Labeled>
      <Labeled label="resources.collection-plan.fields.treatment_id">
        <PlanTreatment />
      </Labeled>
      <Labeled label="resources.collection-plan.fields.carrier_id">
        <Party party="carrier" />
      </Labeled>
      <Labeled label="resources.collection-plan.fields.manager_id">
        <Party party="manager" />
      </Labeled>
      <Field source="start_date" kind={DATE} />
      <Field source="end_date" kind={DATE} />
      <Field source="first_deposit_date" kind={DATE} />
      <Field source="collection_frequency" kind={NUMBER} />
      <Field source="last_collection_date" kind={DATE} />
      <Field source="next_collection_date" kind={DUE} />
      <Field source="storage_deadline" kind={DUE} />
      <Field source="container_quantity" kind={NUMBER} />
      <Field source="capacity_of_containers" kind={NUMBER} />
      <Labeled label="resources.collection-plan.fields.treatment_contract_document">
        <PlanDocuments file="treatment_contract_document" state="treatment_contract" />
      </Labeled>
      <Field source="treatment_contract_expiry" kind={DUE} />
      <Labeled label="resources.collection-plan.fields.previous_notification_document">
        <PlanDocuments file="previous_notification_document" state="previous_notification" />
      </Labeled>
      <Field source="previous_notification_date" kind={DATE} />
      <Field source="notify_carrier" kind={YES_NO} />
      <Field source="notify_manager" kind={YES_NO} />
      <Field source="quantity_of_persons" kind={NUMBER} />
      <Field source="residue_generation_ratio" kind={NUMBER} />
      <Field source="quantity_of_days" kind={NUMBER} />
      <Field source="is_cancelled" kind={YES_NO} />
      <ContainerPhoto />
      <Field source="observations" kind={TEXT} full />
    </ReadOnlyGrid>
  </Show>
);

const CollectionResidue = () => {
  const collection = useRecordContext<Collection>();
  return collection ? <Value>{`${collection.residue.ler_code} ${collection.residue.name}`}</Value> : null;
};

/** A collection read-only: amounts in their unit, the identification document and delivery note to download. */
export const CollectionShow = ({ id }: { id: Identifier }) => (
  <Show resource="residue-collection" id={id} title={false} actions={false} sx={{ '& .RaShow-card': { p: 2 } }}>
    <ReadOnlyGrid>
      <Labeled label="resources.collection-plan.fields.residue_id">
        <CollectionResidue />
      </Labeled>
      <Field source="date" kind={DATE} />
      <Field source="collection_document_number" kind={TEXT} />
      <Field source="quantity" kind={QUANTITY} />
      <Field source="accepted_quantity" kind={QUANTITY} />
      <Field source="refused_quantity" kind={QUANTITY} />
      <Labeled label="resources.residue-collection.fields.collection_document">
        <CollectionDocument file="collection_document" />
      </Labeled>
      <Labeled label="resources.residue-collection.fields.delivery_note">
        <CollectionDocument file="delivery_note" />
      </Labeled>
      <Field source="observations" kind={TEXT} full />
    </ReadOnlyGrid>
  </Show>
);

/** An incidence of a collection read-only. */
export const IncidenceShow = ({ id }: { id: Identifier }) => (
  <Show resource="incidence" id={id} title={false} actions={false} sx={{ '& .RaShow-card': { p: 2 } }}>
    <ReadOnlyGrid>
      <Field source="date" kind={DATE} />
      <Labeled label="resources.incidence.fields.file">
        <Download source="file" />
      </Labeled>
      <Field source="description" kind={TEXT} full />
    </ReadOnlyGrid>
  </Show>
);
