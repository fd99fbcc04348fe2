import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { toDisplayDate } from '../../common/dates';
import { DueDateChip } from '../../common/fields';
import { plainTablePhoneStyles } from '../../common/phoneTables';
import { useModuleQuery } from '../../common/useModuleQuery';
import { improvementActionsKey, type ImprovementAction } from './api';
import { ModuleFrame } from './ModuleFrame';
import { improvementActionPath, improvementHistoryItemPath, newImprovementPath } from './paths';

export const StatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  const colour = status === 'CLOSED' ? 'success' : status === 'IN_PROGRESS' ? 'info' : 'warning';
  return <Chip size="small" color={colour} label={translate(`improvement.statuses.${status}`)} />;
};

/** A table of actions: the open ones (module home) or the closed ones (improvement history). */
export const ActionTable = ({
  actions,
  centerId,
  history = false,
}: {
  actions: ImprovementAction[] | undefined;
  centerId: string;
  history?: boolean;
}) => {
  const translate = useTranslate();
  if (actions?.length === 0)
    return <Typography color="text.secondary">{translate(history ? 'improvement.history.empty' : 'improvement.list.empty')}</Typography>;
  const label = (key: string) => translate(`improvement.fields.${key}`);
  // On a phone each action reads as a card (label and value lines) instead of a table wider than the screen.
  return (
    <Box sx={(theme) => plainTablePhoneStyles(theme)}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('improvement.fields.action')}</TableCell>
            <TableCell>{translate('improvement.fields.type')}</TableCell>
            <TableCell>{translate('improvement.fields.origin')}</TableCell>
            <TableCell>{translate('improvement.fields.responsible_id')}</TableCell>
            <TableCell>{translate(history ? 'improvement.fields.closing_date' : 'improvement.fields.due_date')}</TableCell>
            <TableCell>{translate(history ? 'improvement.fields.effective' : 'improvement.fields.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {actions?.map((action) => (
            <TableRow key={action.id}>
              <TableCell>
                <Link to={history ? improvementHistoryItemPath(centerId, action.id) : improvementActionPath(centerId, action.id)}>
                  {action.action}
                </Link>
              </TableCell>
              <TableCell data-label={label('type')}>{translate(`improvement.types.${action.type}`)}</TableCell>
              <TableCell data-label={label('origin')}>{translate(`improvement.origins.${action.origin}`)}</TableCell>
              <TableCell data-label={label('responsible_id')}>{action.responsible?.name ?? '—'}</TableCell>
              <TableCell data-label={label(history ? 'closing_date' : 'due_date')}>
                {history ? (
                  toDisplayDate(action.closing_date)
                ) : (
                  <DueDateChip date={action.due_date} warningDays={action.reminder_days} done={action.status === 'CLOSED'} />
                )}
              </TableCell>
              <TableCell data-label={label(history ? 'effective' : 'status')}>
                {history ? translate(action.effective ? 'ra.boolean.true' : 'ra.boolean.false') : <StatusChip status={action.status} />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** /center/improvement-module/{centerId}: the actions still open (or in progress), by due date. */
const ImprovementListPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const [status, setStatus] = useState('');
  const filter = status ? { status } : { open: true };
  const actions = useModuleQuery(
    (dataProvider) => dataProvider.getImprovementActions(centerId, filter),
    improvementActionsKey(centerId, filter),
  ).data;
  return (
    <ModuleFrame module="improvement" tab="actions" title={translate('improvement.tabs.actions')}>
      <Card>
        <CardContent>
          {/* Filter and button wrap on a phone instead of pushing the button off the card. */}
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            <TextField
              select
              size="small"
              label={translate('improvement.fields.status')}
              value={status}
              onChange={(event) => setStatus(event.target.value)}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{translate('improvement.list.open')}</MenuItem>
              {['OPEN', 'IN_PROGRESS', 'CLOSED'].map((value) => (
                <MenuItem key={value} value={value}>
                  {translate(`improvement.statuses.${value}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" component={Link} to={newImprovementPath(centerId)}>
              {translate('improvement.list.new')}
            </Button>
          </Stack>
          <ActionTable actions={actions} centerId={centerId} />
        </CardContent>
      </Card>
    </ModuleFrame>
  );
};

export default ImprovementListPage;
