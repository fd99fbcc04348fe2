import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Chip, Link as MuiLink, Stack } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import {
  Button,
  DataTable,
  List,
  SelectInput,
  NullableBooleanInput,
  TopToolbar,
  usePermissions,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DDD_TREATMENT_TYPES } from '../../../contract/enterprise-documents';
import type { Role } from '../../../contract/roles';
import { canAccess } from '../../authProvider/canAccess';
import { DateField } from '../../common/DateField';
import { SpreadsheetExportButton } from '../../common/SpreadsheetExportButton';
import { CenterModuleLayout } from './CenterModuleLayout';
import { dddTabs } from './dddTabs';
import { dddModulePath } from './paths';
import { useModuleQuery } from '../../common/useModuleQuery';

export interface DddProduct {
  name: string;
  registration_number: string | null;
  product_type: string | null;
  dose: string | null;
  batch: string | null;
}
export interface DddService {
  id: number;
  center_id: number;
  service_date: string;
  treatment_type: string;
  provider_name: string;
  provider_registration_number: string | null;
  products: DddProduct[];
  points_checked: string | null;
  incidents: string | null;
  safety_period_hours: number | null;
  next_planned_date: string | null;
  certificate: string | null;
  certificate_name: string | null;
  flags: string[];
  is_overdue: boolean;
}

const Treatment = () => {
  const translate = useTranslate();
  const service = useRecordContext<DddService>();
  return service ? <>{translate(`ddd.treatments.${service.treatment_type}`, { _: service.treatment_type })}</> : null;
};

const Flags = () => {
  const translate = useTranslate();
  const service = useRecordContext<DddService>();
  if (!service) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {service.is_overdue && <Chip size="small" color="error" label={translate('ddd.overdue', { _: 'Overdue' })} />}
      {service.flags.map((flag) => (
        <Chip key={flag} size="small" color="warning" variant="outlined" label={translate(`ddd.flags.${flag}`, { _: flag })} />
      ))}
    </Stack>
  );
};

export const Certificate = () => {
  const translate = useTranslate();
  const service = useRecordContext<DddService>();
  if (!service?.certificate) return null;
  return (
    <MuiLink
      href={service.certificate}
      target="_blank"
      rel="noopener"
      onClick={(event) => event.stopPropagation()}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <DownloadIcon fontSize="small" />
      {translate('ddd.certificate', { _: 'Certificate' })}
    </MuiLink>
  );
};

/** Overdue services of the center (next planned date passed), shown above the list and on the center home. */
export const OverdueServicesAlert = ({ centerId }: { centerId: string | number }) => {
  const translate = useTranslate();
  const { data } = useModuleQuery(
    (provider) => provider.getPage('ddd-service', { centerId, overdue: true }, 1),
    `ddd-service?centerId=${centerId}&overdue`,
  );
  if (!data?.count) return null;
  return <Alert severity="error">{translate('ddd.overdue_count', { smart_count: data.count, _: `${data.count} overdue services` })}</Alert>;
};

/** /center/ddd-module/{centerId}: the services of the center, newest first. */
const DddServicesPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  const canWrite = canAccess(role, { resource: 'ddd-service', action: 'create' });
  const treatments = DDD_TREATMENT_TYPES.map((id) => ({ id, name: translate(`ddd.treatments.${id}`, { _: id }) }));
  const filters = [
    <SelectInput key="treatmentType" source="treatmentType" resource="ddd-service" choices={treatments} alwaysOn />,
    <NullableBooleanInput key="overdue" source="overdue" resource="ddd-service" alwaysOn />,
  ];
  return (
    <CenterModuleLayout
      module="ddd"
      heading={translate('ddd.pages.services', { _: 'Services' })}
      tabs={dddTabs(centerId)}
      current="services"
    >
      <OverdueServicesAlert centerId={centerId} />
      <List
        resource="ddd-service"
        filter={{ centerId }}
        filters={filters}
        actions={
          <TopToolbar>
            {canWrite && (
              <Button component={Link} to={dddModulePath(centerId, 'service/new')} label="ddd.new_service">
                <AddIcon />
              </Button>
            )}
            <SpreadsheetExportButton />
          </TopToolbar>
        }
        title={false}
        disableSyncWithLocation
        storeKey={`ddd-services.${centerId}`}
        empty={false}
      >
        <DataTable<DddService> bulkActionButtons={false} rowClick={(id) => dddModulePath(centerId, `service/${id}`)}>
          <DataTable.Col source="service_date" disableSort>
            <DateField source="service_date" />
          </DataTable.Col>
          <DataTable.Col source="treatment_type" disableSort>
            <Treatment />
          </DataTable.Col>
          <DataTable.Col source="provider_name" disableSort />
          <DataTable.Col source="next_planned_date" disableSort>
            <DateField source="next_planned_date" />
          </DataTable.Col>
          <DataTable.Col source="certificate" disableSort>
            <Certificate />
          </DataTable.Col>
          <DataTable.Col source="flags" disableSort>
            <Flags />
          </DataTable.Col>
        </DataTable>
      </List>
    </CenterModuleLayout>
  );
};

export default DddServicesPage;
