import { Card, CardContent } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { Form, SaveButton, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { isApiError } from '../../dataProvider/apiError';
import { CenterModuleLayout } from './CenterModuleLayout';
import { indicatorBody, IndicatorInputs } from './IndicatorEditing';
import { indicatorTabs, type Indicator } from './indicatorTabs';
import { indicatorModulePath } from './paths';

/** .../process/{processId}/indicator/new. */
const IndicatorFormPage = () => {
  const { centerId = '', processId = '' } = useParams<'centerId' | 'processId'>();
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const save = async (values: Record<string, unknown>) => {
    try {
      const { data: created } = await dataProvider.create<Indicator>('indicator', {
        data: indicatorBody({ ...values, process_id: processId }),
      });
      notify('ra.notification.created', { type: 'success', messageArgs: { smart_count: 1 } });
      navigate(indicatorModulePath(centerId, `indicator/${created.id}`));
    } catch (error) {
      if (isApiError(error) && error.body.errors) return error.body.errors;
      void reportError(error as Error);
    }
    return undefined;
  };
  return (
    <CenterModuleLayout
      module="indicator"
      heading={translate('indicators.new_indicator', { _: 'New indicator' })}
      tabs={indicatorTabs(centerId)}
      current="process"
    >
      <Card>
        <CardContent>
          <Form record={{ frequency: 'MONTHLY', direction: 'LOWER_IS_BETTER', source: 'MANUAL' }} onSubmit={save}>
            <IndicatorInputs centerId={centerId} />
            <SaveButton />
          </Form>
        </CardContent>
      </Card>
    </CenterModuleLayout>
  );
};

export default IndicatorFormPage;
