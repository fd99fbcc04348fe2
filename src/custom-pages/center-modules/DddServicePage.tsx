import { Alert, Card, CardContent } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import {
  ArrayInput,
  CreateBase,
  EditBase,
  FileField,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  SaveButton,
  DeleteButton,
  Loading,
  required,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DDD_TREATMENT_TYPES } from '../../../contract/enterprise-documents';
import type { Role } from '../../../contract/roles';
import { canAccess } from '../../authProvider/canAccess';
import { DateInput } from '../../common/DateInput';
import { newFileOf } from '../../dataProvider/requestBody';
import { CenterModuleLayout } from './CenterModuleLayout';
import { DddServiceShow } from './DddServiceShow';
import type { DddService } from './DddServicesPage';
import { dddTabs } from './dddTabs';
import { dddModulePath } from './paths';
import { LabelledFileInput } from '../../common/FileInputs';
import { ItemsIterator } from '../../common/ItemsIterator';

const FILE_TYPES = { 'application/pdf': [], 'image/*': [] };

const toWrite = (centerId: number) => (data: Partial<DddService> & { certificate?: unknown }) => ({
  center_id: centerId,
  service_date: data.service_date,
  treatment_type: data.treatment_type,
  provider_name: data.provider_name || null,
  provider_registration_number: data.provider_registration_number || null,
  products: (data.products ?? []).map((product) => ({ ...product })),
  points_checked: data.points_checked || null,
  incidents: data.incidents || null,
  safety_period_hours: data.safety_period_hours ?? null,
  next_planned_date: data.next_planned_date || null,
  certificate: newFileOf(data.certificate),
});

const FlagsAlert = () => {
  const translate = useTranslate();
  const service = useRecordContext<DddService>();
  if (!service?.flags?.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {service.flags.map((flag) => translate(`ddd.flags.${flag}`, { _: flag })).join(' · ')}
    </Alert>
  );
};

const ServiceForm = ({ canWrite, centerId }: { canWrite: boolean; centerId: string }) => {
  const translate = useTranslate();
  const treatments = DDD_TREATMENT_TYPES.map((id) => ({ id, name: translate(`ddd.treatments.${id}`, { _: id }) }));
  return (
    <SimpleForm
      disabled={!canWrite}
      toolbar={
        canWrite ? (
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <DeleteButton mutationMode="pessimistic" redirect={dddModulePath(centerId)} />
          </Toolbar>
        ) : (
          false
        )
      }
    >
      <FlagsAlert />
      <DateInput source="service_date" resource="ddd-service" validate={required()} />
      <SelectInput source="treatment_type" resource="ddd-service" choices={treatments} validate={required()} />
      <TextInput source="provider_name" resource="ddd-service" helperText="ddd.provider_help" fullWidth />
      <TextInput source="provider_registration_number" resource="ddd-service" helperText="ddd.registration_help" />
      <ArrayInput source="products" resource="ddd-service">
        <ItemsIterator inline addLabel="ddd.add_product">
          <TextInput source="name" resource="ddd-service-product" validate={required()} />
          <TextInput source="registration_number" resource="ddd-service-product" />
          <TextInput source="product_type" resource="ddd-service-product" helperText="TP14, TP18…" />
          <TextInput source="dose" resource="ddd-service-product" />
          <TextInput source="batch" resource="ddd-service-product" />
        </ItemsIterator>
      </ArrayInput>
      <TextInput source="points_checked" resource="ddd-service" multiline fullWidth />
      <TextInput source="incidents" resource="ddd-service" multiline fullWidth />
      <NumberInput source="safety_period_hours" resource="ddd-service" min={0} />
      <DateInput source="next_planned_date" resource="ddd-service" helperText="ddd.next_date_help" />
      <LabelledFileInput
        source="certificate"
        resource="ddd-service"
        accept={FILE_TYPES}
        format={(value: unknown) => (typeof value === 'string' ? null : value)}
      >
        <FileField source="src" title="title" />
      </LabelledFileInput>
    </SimpleForm>
  );
};

/** /center/ddd-module/{centerId}/service/new and service/{dddServiceId}. */
const DddServicePage = () => {
  const { centerId = '', dddServiceId } = useParams<'centerId' | 'dddServiceId'>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { permissions: role, isPending } = usePermissions<Role>();
  const canWrite = canAccess(role, { resource: 'ddd-service', action: dddServiceId ? 'edit' : 'create' });
  const back = () => navigate(dddModulePath(centerId));
  const transform = toWrite(Number(centerId));
  return (
    <CenterModuleLayout
      module="ddd"
      heading={translate(dddServiceId ? 'ddd.service' : 'ddd.new_service')}
      tabs={dddTabs(centerId)}
      current="services"
    >
      <Card>
        <CardContent>
          {isPending ? (
            <Loading />
          ) : dddServiceId && !canWrite ? (
            <DddServiceShow id={dddServiceId} />
          ) : dddServiceId ? (
            <EditBase
              resource="ddd-service"
              id={dddServiceId}
              mutationMode="pessimistic"
              transform={transform}
              redirect={false}
              mutationOptions={{ onSuccess: back }}
            >
              <ServiceForm canWrite={canWrite} centerId={centerId} />
            </EditBase>
          ) : (
            <CreateBase
              resource="ddd-service"
              transform={transform}
              redirect={false}
              mutationOptions={{ onSuccess: back }}
              record={{ products: [] }}
            >
              <ServiceForm canWrite={canWrite} centerId={centerId} />
            </CreateBase>
          )}
        </CardContent>
      </Card>
    </CenterModuleLayout>
  );
};

export default DddServicePage;
