import { Card, CardContent } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useModuleQuery } from '../../common/useModuleQuery';
import { improvementActionsKey } from './api';
import { ActionTable } from './ImprovementListPage';
import { ModuleFrame } from './ModuleFrame';

/** improvement-history: the closed actions, newest closing first. */
const ImprovementHistoryPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const actions = useModuleQuery(
    (dataProvider) => dataProvider.getImprovementActions(centerId, { status: 'CLOSED' }),
    improvementActionsKey(centerId, { status: 'CLOSED' }),
  ).data;
  return (
    <ModuleFrame module="improvement" tab="history" title={translate('improvement.tabs.history')}>
      <Card>
        <CardContent>
          <ActionTable actions={actions} centerId={centerId} history />
        </CardContent>
      </Card>
    </ModuleFrame>
  );
};

export default ImprovementHistoryPage;
