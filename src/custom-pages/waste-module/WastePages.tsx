import { Box, Button as MuiButton, Chip, Link as MuiLink, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  AutocompleteInput,
  BooleanInput,
  Create,
  DataTable,
  Edit,
  FileField,
  ImageField,
  List,
  Loading,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  TopToolbar,
  useGetOne,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { Role } from '../../../contract/roles';
import { DateField } from '../../common/DateField';
import { formatDate, KindField, type FieldKind } from '../../common/fields';
import { DateInput } from '../../common/DateInput';
import { FormGrid, FULL_ROW } from '../../common/FormGrid';
import { IMAGE_TYPES } from '../../common/imageTypes';
import { withHistory } from '../../history/HistoryAside';
import { HazardPictograms } from '../../resources/waste/HazardPictograms';
import type { ResidueParty } from '../../resources/waste/types';
import { DocChip, Download, Expired } from './RecordCells';
import { CollectionShow, IncidenceShow, PlanShow } from './WasteRecordShows';
import { collectionPath, historyCollectionPath, incidencePath, planHistoryPath, planPath, wasteTabPath } from './paths';
import { REMINDER_DAYS, type Collection, type Incidence, type Plan } from './types';
import { ChronologicalRecordButton } from './ChronologicalRecord';
import { DecimalInput } from './DecimalInput';
import { useModuleQuery } from './useModuleQuery';
import { useCenterId, WasteLayout } from './WasteLayout';
import { LabelledFileInput, LabelledImageInput } from '../../common/FileInputs';
import { AskWasteDocument } from '../requests/AskWasteDocument';

const DOCUMENT_TYPES = {
  'application/pdf': [],
  'image/*': [],
  'application/msword': [],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': [],
  'application/vnd.ms-excel': [],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [],
};
/** A collection's amounts are in the unit it was recorded in. */
const QUANTITY: FieldKind = { kind: 'quantity', unitField: 'unit' };
const DUE: FieldKind = { kind: 'dueDate' };
/** Whether the user writes in the module (spec §6: clients read); undefined while the role is not known yet. */
const useCanWrite = () => {
  const { permissions, isPending } = usePermissions<Role>();
  return isPending ? undefined : permissions !== 'client';
};

const NewButton = ({ to, label }: { to: string; label: string }) => {
  const translate = useTranslate();
  return useCanWrite() ? (
    <MuiButton component={Link} to={to} startIcon={<AddIcon />} size="small">
      {translate(label)}
    </MuiButton>
  ) : null;
};

// ---- Identification: the center's residues through its current plans ----

export const IdentificationPage = () => {
  const centerId = useCenterId();
  const navigate = useNavigate();
  return (
    <WasteLayout tab="identification">
      <List
        resource="collection-plan"
        filter={{ centerId, isCancelled: 'False' }}
        actions={
          <TopToolbar>
            <NewButton to={planPath(centerId)} label="waste.actions.new_plan" />
          </TopToolbar>
        }
        title={false}
        disableSyncWithLocation
        storeKey={`waste-identification.${centerId}`}
        empty={false}
        sort={{ field: 'ler_code', order: 'ASC' }}
      >
        <DataTable<Plan>
          bulkActionButtons={false}
          rowClick={(id) => {
            navigate(planPath(centerId, id));
            return false;
          }}
        >
          <DataTable.Col
            source="residue.ler_code"
            label="resources.residue.fields.ler_code"
            disableSort
            // A LER code is one code: "13 02 05*" never breaks over two lines.
            render={(plan) => (
              <Box component="span" data-code sx={{ whiteSpace: 'nowrap' }}>
                {plan.residue.ler_code}
              </Box>
            )}
          />
          <DataTable.Col source="residue.name" label="resources.residue.fields.name" disableSort />
          <DataTable.Col
            source="residue.dangerousnesses"
            label="resources.residue.fields.dangerousnesses"
            disableSort
            render={(plan) =>
              plan.residue.dangerousnesses?.length ? (
                <HazardPictograms classes={plan.residue.dangerousnesses} size={36} />
              ) : plan.residue.is_hazardous ? (
                <Chip size="small" color="warning" label="HP" />
              ) : null
            }
          />
          <DataTable.Col source="treatment.type" label="resources.treatment.fields.type" disableSort />
          <DataTable.Col
            source="carrier.name"
            label="resources.collection-plan.fields.carrier_id"
            disableSort
            render={(plan) => (
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                {plan.carrier?.name}
                <Expired party={plan.carrier} />
              </Stack>
            )}
          />
          <DataTable.Col source="next_collection_date" disableSort>
            <KindField source="next_collection_date" kind={DUE} warningDays={REMINDER_DAYS} />
          </DataTable.Col>
          <DataTable.Col source="storage_deadline" disableSort>
            <KindField source="storage_deadline" kind={DUE} warningDays={REMINDER_DAYS} />
          </DataTable.Col>
          <DataTable.Col
            source="documents"
            disableSort
            render={(plan) => (
              <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                <DocChip label="resources.collection-plan.fields.treatment_contract_document" state={plan.documents.treatment_contract} />
                <DocChip
                  label="resources.collection-plan.fields.previous_notification_document"
                  state={plan.documents.previous_notification}
                />
              </Stack>
            )}
          />
          <DataTable.Col
            source="id"
            label="waste.collection_plan_history"
            disableSort
            render={(plan) => (
              <MuiLink component={Link} to={planHistoryPath(centerId, plan.id)} onClick={(event) => event.stopPropagation()}>
                {plan.last_collection_date ? formatDate(plan.last_collection_date) : '—'}
              </MuiLink>
            )}
          />
        </DataTable>
      </List>
    </WasteLayout>
  );
};

// ---- Collection plans ----

/** Two columns wide: a treatment ("R9 Regeneración de aceites") or a company's name does not fit one. */
const WIDE = { gridColumn: { sm: 'span 2' } };

const PLAN_TEXT_FIELDS = [
  'type',
  'start_date',
  'end_date',
  'first_deposit_date',
  'residue_id',
  'treatment_id',
  'carrier_id',
  'manager_id',
  'collection_frequency',
  'observations',
  'container_quantity',
  'capacity_of_containers',
  'previous_notification_date',
  'treatment_contract_expiry',
  'quantity_of_persons',
  'residue_generation_ratio',
  'quantity_of_days',
];
const blank = (value: unknown) => (value === null || value === undefined ? '' : value);
/** Spec §5: optional plan fields travel as empty strings; the PUT carries the id and is_cancelled. */
const toPlanForm = (centerId: string) => (data: Record<string, unknown>) => ({
  ...data,
  ...Object.fromEntries(PLAN_TEXT_FIELDS.map((field) => [field, blank(data[field])])),
  center_id: Number(centerId),
  is_cancelled: Boolean(data.is_cancelled),
  notify_carrier: Boolean(data.notify_carrier),
  notify_manager: Boolean(data.notify_manager),
});

const partyText = (expired: string) => (party: ResidueParty) => `${party.name}${party.is_authorisation_expired ? ` — ${expired}` : ''}`;

const PlanInputs = ({ editing }: { editing?: boolean }) => {
  const translate = useTranslate();
  const expired = translate('waste.authorisation_expired');
  return (
    <FormGrid columns="1fr 1fr 1fr">
      <SelectInput
        source="type"
        choices={[
          { id: 'PERIODIC', name: 'waste.plan_types.PERIODIC' },
          { id: 'ON_DEMAND', name: 'waste.plan_types.ON_DEMAND' },
        ]}
        validate={required()}
      />
      <DateInput source="start_date" validate={required()} />
      <DateInput source="end_date" />
      <ReferenceInput source="residue_id" reference="residue" perPage={100}>
        {/* Two columns wide: a LER code and a residue's name ("13 02 05* Aceites minerales…") do not fit one. */}
        <AutocompleteInput
          validate={required()}
          optionText={(residue: { ler_code: string; name: string }) => `${residue.ler_code} ${residue.name}`}
          sx={WIDE}
        />
      </ReferenceInput>
      <ReferenceInput source="treatment_id" reference="treatment" perPage={100}>
        <AutocompleteInput
          validate={required()}
          optionText={(treatment: { type: string; name: string }) => `${treatment.type} ${treatment.name}`}
          sx={WIDE}
        />
      </ReferenceInput>
      <DateInput source="first_deposit_date" helperText="waste.helpers.first_deposit_date" />
      <ReferenceInput source="carrier_id" reference="residue-carrier" perPage={100}>
        <AutocompleteInput optionText={partyText(expired)} sx={WIDE} />
      </ReferenceInput>
      <ReferenceInput source="manager_id" reference="residue-manager" perPage={100}>
        <AutocompleteInput optionText={partyText(expired)} sx={WIDE} />
      </ReferenceInput>
      <NumberInput source="collection_frequency" min={1} step={1} validate={minValue(1)} helperText="waste.helpers.collection_frequency" />
      <NumberInput source="container_quantity" min={0} step={1} validate={minValue(0)} />
      <DecimalInput source="capacity_of_containers" />
      <BooleanInput source="notify_carrier" helperText="waste.helpers.notify_carrier" />
      <BooleanInput source="notify_manager" helperText="waste.helpers.notify_manager" />
      <NumberInput source="quantity_of_persons" min={0} step={1} validate={minValue(0)} />
      <DecimalInput source="residue_generation_ratio" />
      <NumberInput source="quantity_of_days" min={0} step={1} validate={minValue(0)} />
      <LabelledFileInput source="treatment_contract_document" accept={DOCUMENT_TYPES} className={FULL_ROW}>
        <FileField source="src" title="title" target="_blank" />
      </LabelledFileInput>
      <DateInput source="treatment_contract_expiry" />
      <LabelledFileInput source="previous_notification_document" accept={DOCUMENT_TYPES} className={FULL_ROW}>
        <FileField source="src" title="title" target="_blank" />
      </LabelledFileInput>
      <DateInput source="previous_notification_date" helperText="waste.helpers.previous_notification_date" />
      <LabelledImageInput source="photo_of_container" accept={IMAGE_TYPES} className={FULL_ROW}>
        <ImageField source="src" title="title" sx={{ '& img': { maxHeight: 120, objectFit: 'contain' } }} />
      </LabelledImageInput>
      <TextInput source="observations" multiline className={FULL_ROW} />
      {editing && <BooleanInput source="is_cancelled" helperText="waste.helpers.is_cancelled" />}
    </FormGrid>
  );
};

const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * A record's page: the edit form with its change history for those who write in the module, the read-only view for
 * clients (react-admin's Edit checks the `edit` right, which clients lack), nothing while the role loads.
 */
const RecordPage = ({ edit, show }: { edit: () => ReactNode; show: () => ReactNode }) => {
  const canWrite = useCanWrite();
  if (canWrite === undefined) return <Loading />;
  return canWrite ? edit() : show();
};

/** The module configuration's default carrier and manager for a new plan (none when it cannot be read). */
const usePlanDefaults = (centerId: string) =>
  useModuleQuery(
    [centerId, 'plan-defaults'],
    (dataProvider) =>
      dataProvider
        .getWasteConfig<{ default_carrier_id: number | null; default_manager_id: number | null }>(centerId)
        .then((config) => ({ carrier_id: config.default_carrier_id ?? undefined, manager_id: config.default_manager_id ?? undefined }))
        .catch(() => ({})),
    { quiet: true },
  );

export const PlanCreatePage = () => {
  const centerId = useCenterId();
  const defaults = usePlanDefaults(centerId);
  return (
    <WasteLayout tab={false} title={useTranslate()('waste.actions.new_plan')}>
      {!defaults ? (
        <Loading />
      ) : (
        <Create
          resource="collection-plan"
          redirect={() => wasteTabPath(centerId, 'identification').slice(1)}
          transform={toPlanForm(centerId)}
          title={false}
        >
          <SimpleForm defaultValues={{ type: 'PERIODIC', notify_carrier: false, notify_manager: false, ...defaults }}>
            <PlanInputs />
          </SimpleForm>
        </Create>
      )}
    </WasteLayout>
  );
};

export const PlanEditPage = () => {
  const centerId = useCenterId();
  const { planId = '' } = useParams<'planId'>();
  return (
    <WasteLayout tab={false} title={useTranslate()('resources.collection-plan.name_one')}>
      <AskWasteDocument centerId={centerId} planId={planId} />
      <RecordPage
        edit={() => (
          <Edit
            resource="collection-plan"
            id={planId}
            mutationMode="pessimistic"
            redirect={() => wasteTabPath(centerId, 'identification').slice(1)}
            transform={toPlanForm(centerId)}
            title={false}
            {...withHistory}
          >
            <SimpleForm toolbar={<SaveOnly />}>
              <PlanInputs editing />
            </SimpleForm>
          </Edit>
        )}
        show={() => <PlanShow id={planId} />}
      />
    </WasteLayout>
  );
};

// ---- Collections ----

const CollectionColumns = ({ centerId }: { centerId: string }) => {
  const navigate = useNavigate();
  return (
    <DataTable<Collection>
      bulkActionButtons={false}
      rowClick={(id) => {
        navigate(historyCollectionPath(centerId, id));
        return false;
      }}
    >
      <DataTable.Col source="date" disableSort>
        <DateField source="date" />
      </DataTable.Col>
      <DataTable.Col source="residue.ler_code" label="resources.residue.fields.ler_code" disableSort />
      <DataTable.Col source="residue.name" label="resources.residue.fields.name" disableSort />
      <DataTable.Col source="quantity" disableSort align="right">
        <KindField source="quantity" kind={QUANTITY} />
      </DataTable.Col>
      <DataTable.Col source="accepted_quantity" disableSort align="right">
        <KindField source="accepted_quantity" kind={QUANTITY} />
      </DataTable.Col>
      <DataTable.Col source="refused_quantity" disableSort align="right">
        <KindField source="refused_quantity" kind={QUANTITY} />
      </DataTable.Col>
      <DataTable.Col source="collection_document_number" disableSort />
      <DataTable.Col
        source="documents"
        disableSort
        render={(row) => (
          <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
            <DocChip label="resources.residue-collection.fields.collection_document" state={row.documents.collection_document} />
            <DocChip label="resources.residue-collection.fields.delivery_note" state={row.documents.delivery_note} />
          </Stack>
        )}
      />
      <DataTable.Col source="incidence_count" disableSort align="right">
        <KindField source="incidence_count" kind={{ kind: 'number' }} />
      </DataTable.Col>
    </DataTable>
  );
};

export const CollectionHistoryPage = () => {
  const centerId = useCenterId();
  return (
    <WasteLayout tab="collection-history">
      <List
        resource="residue-collection"
        filter={{ centerId }}
        actions={
          <TopToolbar sx={{ flexWrap: 'wrap' }}>
            <ChronologicalRecordButton centerId={centerId} />
            <NewButton to={collectionPath(centerId)} label="waste.actions.new_collection" />
          </TopToolbar>
        }
        title={false}
        disableSyncWithLocation
        storeKey={`waste-collections.${centerId}`}
        empty={false}
      >
        <CollectionColumns centerId={centerId} />
      </List>
    </WasteLayout>
  );
};

export const PlanHistoryPage = () => {
  const centerId = useCenterId();
  const { planId = '' } = useParams<'planId'>();
  const translate = useTranslate();
  const { data: plan } = useGetOne<Plan>('collection-plan', { id: Number(planId) });
  return (
    <WasteLayout
      tab={false}
      title={plan ? `${translate('waste.collection_plan_history')}: ${plan.residue.ler_code} ${plan.residue.name}` : undefined}
    >
      <List
        resource="residue-collection"
        filter={{ collectionPlanId: planId }}
        title={false}
        disableSyncWithLocation
        storeKey={`waste-plan-history.${planId}`}
        empty={false}
        actions={false}
      >
        <CollectionColumns centerId={centerId} />
      </List>
    </WasteLayout>
  );
};

const COLLECTION_TEXT_FIELDS = ['accepted_quantity', 'refused_quantity', 'collection_document_number', 'observations'];
const toCollectionForm = (data: Record<string, unknown>) => ({
  ...data,
  ...Object.fromEntries(COLLECTION_TEXT_FIELDS.map((field) => [field, blank(data[field])])),
});

const CollectionInputs = ({ centerId }: { centerId: string }) => (
  <FormGrid columns="1fr 1fr 1fr">
    <ReferenceInput source="collection_plan_id" reference="collection-plan" filter={{ centerId, isCancelled: 'False' }} perPage={100}>
      <AutocompleteInput
        validate={required()}
        className={FULL_ROW}
        optionText={(plan: Plan) => `${plan.residue.ler_code} ${plan.residue.name} · ${plan.treatment.type}`}
      />
    </ReferenceInput>
    <DateInput source="date" validate={required()} />
    <DecimalInput source="quantity" isRequired />
    <SelectInput
      source="unit"
      validate={required()}
      choices={['kg', 't', 'l', 'm3', 'unit'].map((unit) => ({ id: unit, name: `waste.units.${unit}` }))}
    />
    <DecimalInput source="accepted_quantity" />
    <DecimalInput source="refused_quantity" />
    <TextInput source="collection_document_number" />
    <LabelledFileInput source="collection_document" accept={DOCUMENT_TYPES} className={FULL_ROW}>
      <FileField source="src" title="title" target="_blank" />
    </LabelledFileInput>
    <LabelledFileInput source="delivery_note" accept={DOCUMENT_TYPES} className={FULL_ROW}>
      <FileField source="src" title="title" target="_blank" />
    </LabelledFileInput>
    <TextInput source="observations" multiline className={FULL_ROW} />
  </FormGrid>
);

export const CollectionCreatePage = () => {
  const centerId = useCenterId();
  return (
    <WasteLayout tab={false} title={useTranslate()('waste.actions.new_collection')}>
      <Create
        resource="residue-collection"
        redirect={() => wasteTabPath(centerId, 'collection-history').slice(1)}
        transform={toCollectionForm}
        title={false}
      >
        <SimpleForm defaultValues={{ unit: 'kg' }}>
          <CollectionInputs centerId={centerId} />
        </SimpleForm>
      </Create>
    </WasteLayout>
  );
};

export const CollectionEditPage = () => {
  const centerId = useCenterId();
  const { collectionId = '' } = useParams<'collectionId'>();
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <WasteLayout tab={false} title={translate('resources.residue-collection.name_one')}>
      <AskWasteDocument centerId={centerId} collectionId={collectionId} />
      <RecordPage
        edit={() => (
          <Edit
            resource="residue-collection"
            id={collectionId}
            mutationMode="pessimistic"
            redirect={() => wasteTabPath(centerId, 'collection-history').slice(1)}
            transform={toCollectionForm}
            title={false}
            {...withHistory}
          >
            <SimpleForm toolbar={<SaveOnly />}>
              <CollectionInputs centerId={centerId} />
            </SimpleForm>
          </Edit>
        )}
        show={() => <CollectionShow id={collectionId} />}
      />
      <List
        resource="incidence"
        filter={{ residueCollectionId: collectionId }}
        title={false}
        disableSyncWithLocation
        storeKey={`waste-incidences.${collectionId}`}
        empty={false}
        actions={
          <TopToolbar>
            <NewButton to={incidencePath(centerId, collectionId)} label="waste.actions.new_incidence" />
          </TopToolbar>
        }
      >
        <DataTable<Incidence>
          bulkActionButtons={false}
          rowClick={(id) => {
            navigate(incidencePath(centerId, collectionId, id));
            return false;
          }}
        >
          <DataTable.Col source="date" disableSort>
            <DateField source="date" />
          </DataTable.Col>
          <DataTable.Col source="description" disableSort />
          <DataTable.Col source="file" disableSort>
            <Download source="file" />
          </DataTable.Col>
        </DataTable>
      </List>
    </WasteLayout>
  );
};

// ---- Incidences ----

const IncidenceInputs = () => (
  <>
    <DateInput source="date" validate={required()} />
    <TextInput source="description" multiline fullWidth validate={required()} />
    <LabelledFileInput source="file" accept={DOCUMENT_TYPES}>
      <FileField source="src" title="title" target="_blank" />
    </LabelledFileInput>
  </>
);

export const IncidenceCreatePage = () => {
  const centerId = useCenterId();
  const { collectionId = '' } = useParams<'collectionId'>();
  return (
    <WasteLayout tab={false} title={useTranslate()('waste.actions.new_incidence')}>
      <Create
        resource="incidence"
        redirect={() => collectionPath(centerId, collectionId).slice(1)}
        transform={(data: Record<string, unknown>) => ({ ...data, residue_collection_id: Number(collectionId) })}
        title={false}
      >
        <SimpleForm>
          <IncidenceInputs />
        </SimpleForm>
      </Create>
    </WasteLayout>
  );
};

export const IncidenceEditPage = () => {
  const centerId = useCenterId();
  const { collectionId = '', incidenceId = '' } = useParams<'collectionId' | 'incidenceId'>();
  return (
    <WasteLayout tab={false} title={useTranslate()('resources.incidence.name_one')}>
      <RecordPage
        edit={() => (
          <Edit
            resource="incidence"
            id={incidenceId}
            mutationMode="pessimistic"
            redirect={() => collectionPath(centerId, collectionId).slice(1)}
            title={false}
            {...withHistory}
          >
            <SimpleForm toolbar={<SaveOnly />}>
              <IncidenceInputs />
            </SimpleForm>
          </Edit>
        )}
        show={() => <IncidenceShow id={incidenceId} />}
      />
    </WasteLayout>
  );
};
