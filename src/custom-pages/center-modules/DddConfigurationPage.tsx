import { Card, CardContent, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import {
  ArrayInput,
  Form,
  Loading,
  NumberInput,
  SaveButton,
  SelectInput,
  TextInput,
  useDataProvider,
  useNotify,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { DDD_POINT_KINDS, DDD_TREATMENT_TYPES } from '../../../contract/enterprise-documents';
import type { Role } from '../../../contract/roles';
import { canAccess } from '../../authProvider/canAccess';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { CenterModuleLayout } from './CenterModuleLayout';
import { dddTabs } from './dddTabs';
import { useModuleQuery } from '../../common/useModuleQuery';
import { ItemsIterator } from '../../common/ItemsIterator';

interface DddConfiguration {
  center_id: number;
  provider_name: string | null;
  provider_registration_number: string | null;
  provider_contact: string | null;
  frequencies: Record<string, number>;
  points: { code: string; kind: string; location: string }[];
}

/** /center/ddd-module/{centerId}/configuration: the provider, how often each treatment is due, the trap and bait points. */
const DddConfigurationPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const { permissions: role } = usePermissions<Role>();
  const canWrite = canAccess(role, { resource: 'ddd-configuration', action: 'edit' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, setData } = useModuleQuery(
    (provider) => provider.getDddConfiguration<DddConfiguration>(centerId),
    `ddd-module/${centerId}/configuration`,
  );
  const kinds = DDD_POINT_KINDS.map((id) => ({ id, name: translate(`ddd.point_kinds.${id}`, { _: id }) }));
  const save = async (values: Record<string, unknown>) => {
    try {
      const frequencies = Object.fromEntries(
        Object.entries((values.frequencies ?? {}) as Record<string, unknown>).filter(([, days]) => typeof days === 'number'),
      );
      setData(await dataProvider.saveDddConfiguration<DddConfiguration>(centerId, { ...values, frequencies }));
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
    } catch (error) {
      void reportError(error as Error);
    }
  };
  return (
    <CenterModuleLayout
      module="ddd"
      heading={translate('ddd.pages.configuration', { _: 'Configuration' })}
      tabs={dddTabs(centerId)}
      current="configuration"
    >
      {!data ? (
        <Loading />
      ) : (
        <Card>
          <CardContent>
            <Form record={data} onSubmit={save} disabled={!canWrite}>
              <Typography variant="h6" component="h2">
                {translate('ddd.provider', { _: 'Provider' })}
              </Typography>
              <TextInput source="provider_name" resource="ddd-configuration" fullWidth />
              <TextInput source="provider_registration_number" resource="ddd-configuration" helperText="ddd.registration_help" fullWidth />
              <TextInput source="provider_contact" resource="ddd-configuration" fullWidth />
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                {translate('ddd.frequencies', { _: 'Days between services' })}
              </Typography>
              {DDD_TREATMENT_TYPES.map((type) => (
                <NumberInput
                  key={type}
                  source={`frequencies.${type}`}
                  label={translate(`ddd.treatments.${type}`, { _: type })}
                  min={1}
                  step={1}
                />
              ))}
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                {translate('ddd.points', { _: 'Trap and bait points' })}
              </Typography>
              <ArrayInput source="points" resource="ddd-configuration" label={false}>
                <ItemsIterator inline addLabel="ddd.add_point">
                  <TextInput source="code" resource="ddd-point" />
                  <SelectInput source="kind" resource="ddd-point" choices={kinds} />
                  <TextInput source="location" resource="ddd-point" />
                </ItemsIterator>
              </ArrayInput>
              {canWrite && <SaveButton />}
            </Form>
          </CardContent>
        </Card>
      )}
    </CenterModuleLayout>
  );
};

export default DddConfigurationPage;
