import { Card, CardContent } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { Form, SaveButton, SelectInput, TextInput, required, useNotify, useTranslate } from 'react-admin';
import { INDICATOR_DIRECTIONS, INDICATOR_FREQUENCIES, INDICATOR_SOURCES } from '../../../contract/indicators';
import { useReportError } from '../../common/useReportError';
import { apiClient } from '../../dataProvider';
import { CenterModuleLayout } from './CenterModuleLayout';
import { indicatorTabs, type Indicator } from './indicatorTabs';
import { indicatorModulePath } from './paths';

/** .../process/{processId}/indicator/new. */
const IndicatorFormPage = () => {
  const { centerId = '', processId = '' } = useParams<'centerId' | 'processId'>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const reportError = useReportError();
  const choices = (values: readonly string[], prefix: string) => values.map((id) => ({ id, name: translate(`indicators.${prefix}.${id}`, { _: id }) }));
  const save = async (values: Record<string, unknown>) => {
    try {
      const created = await apiClient.json<Indicator>('/indicator', { method: 'POST', body: { ...values, process_id: Number(processId) } });
      notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
      navigate(indicatorModulePath(centerId, `indicator/${created.id}`));
    } catch (error) {
      void reportError(error as Error);
    }
  };
  return (
    <CenterModuleLayout module="indicator" heading={translate('indicators.new_indicator', { _: 'New indicator' })} tabs={indicatorTabs(centerId)} current="process">
      <Card><CardContent>
        <Form record={{ frequency: 'MONTHLY', direction: 'LOWER_IS_BETTER', source: 'MANUAL' }} onSubmit={save}>
          <TextInput source="name" resource="indicator" validate={required()} fullWidth />
          <TextInput source="description" resource="indicator" multiline fullWidth helperText="indicators.description_help" />
          <TextInput source="unit" resource="indicator" validate={required()} />
          <SelectInput source="frequency" resource="indicator" choices={choices(INDICATOR_FREQUENCIES, 'frequencies')} validate={required()} />
          <SelectInput source="direction" resource="indicator" choices={choices(INDICATOR_DIRECTIONS, 'directions')} validate={required()} />
          <SelectInput source="source" resource="indicator" choices={choices(INDICATOR_SOURCES, 'sources')} validate={required()} />
          <SaveButton />
        </Form>
      </CardContent></Card>
    </CenterModuleLayout>
  );
};

export default IndicatorFormPage;
