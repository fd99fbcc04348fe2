import { Box, Button, Card, CardContent, CardHeader, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Loading, useTranslate } from 'react-admin';
import { toDisplayDate } from '../../common/dates';
import { DueDateChip } from '../../common/fields';
import { useModuleQuery } from '../../common/useModuleQuery';
import { HistoryTimeline } from '../../history/HistoryTimeline';
import { risksKey } from './api';
import { StatusChip } from './ImprovementListPage';
import { ModuleFrame } from './ModuleFrame';
import { improvementActionPath } from './paths';

/** improvement-history/{id}: the action as it stands and every change to it (the platform change history). */
const ImprovementHistoryItemPage = () => {
  const { centerId = '', improvementId = '' } = useParams<'centerId' | 'improvementId'>();
  const translate = useTranslate();
  const action = useModuleQuery(
    (dataProvider) => dataProvider.getImprovementAction(improvementId),
    risksKey('improvement-action', improvementId),
  ).data;
  if (!action) return <Loading />;
  const row = (key: string, value: ReactNode) => (
    <Box component="div" sx={{ display: 'flex', gap: 1 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 200 }}>
        {translate(`improvement.fields.${key}`)}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value || '—'}
      </Typography>
    </Box>
  );
  return (
    <ModuleFrame module="improvement" tab="history" title={action.action}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 2, alignItems: 'start' }}>
        <Card>
          <CardHeader
            title={<StatusChip status={action.status} />}
            action={
              <Button component={Link} to={improvementActionPath(centerId, action.id)}>
                {translate('ra.action.edit')}
              </Button>
            }
          />
          <CardContent component="dl">
            {row('type', translate(`improvement.types.${action.type}`))}
            {row('origin', translate(`improvement.origins.${action.origin}`))}
            {row('description', action.description)}
            {row('root_cause', action.root_cause)}
            {row('action', action.action)}
            {row('responsible_id', action.responsible?.name)}
            {row('due_date', <DueDateChip date={action.due_date} warningDays={action.reminder_days} done={action.status === 'CLOSED'} />)}
            {row('closing_date', toDisplayDate(action.closing_date))}
            {row('checked_by_id', action.checked_by?.name)}
            {row('checked_on', toDisplayDate(action.checked_on))}
            {row('effective', action.effective === null ? null : translate(action.effective ? 'ra.boolean.true' : 'ra.boolean.false'))}
            {row('effectiveness_comment', action.effectiveness_comment)}
          </CardContent>
        </Card>
        <HistoryTimeline table="improvement_action" recordId={action.id} version={action} />
      </Box>
    </ModuleFrame>
  );
};

export default ImprovementHistoryItemPage;
