import { Button, Chip, List, ListItem, ListItemButton, ListItemText, Stack } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { aspectsKey, type EvaluationKind as Kind } from './api';
import { AspectsLayout, ddmmyyyy } from './AspectsLayout';
import { aspectsPath } from './paths';
import { useMayWrite } from './useMayWrite';
import { DayPicker } from '../../common/DateInput';
import { useCenterToday } from '../../common/centerZone';

/** aspect-evaluation and good-practice-evaluation: every evaluation of the center (fetched 50 a page), newest first. */
const EvaluationsPage = ({ kind }: { kind: Kind }) => {
  const translate = useTranslate();
  const { centerId } = useParams();
  const { data: rows, error } = useModuleQuery((provider) => provider.getEvaluations(kind, centerId!), aspectsKey(kind, centerId));
  const mayWrite = useMayWrite();
  return (
    <AspectsLayout
      title={translate(`aspects.pages.${kind}`)}
      actions={
        mayWrite && (
          <Button variant="contained" component={Link} to={aspectsPath(centerId!, `${kind}/new`)}>
            {translate('aspects.actions.new_evaluation')}
          </Button>
        )
      }
    >
      {!rows && <QueryState error={error} />}
      {rows?.length === 0 && <Chip label={translate('aspects.no_evaluations')} />}
      <List>
        {rows?.map((row) => (
          <ListItem key={row.id} disablePadding>
            <ListItemButton component={Link} to={aspectsPath(centerId!, `${kind}/${row.id}`)}>
              <ListItemText primary={ddmmyyyy(row.date)} />
              <Chip
                size="small"
                color={row.is_open ? 'warning' : 'success'}
                label={translate(row.is_open ? 'aspects.open' : 'aspects.closed')}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </AspectsLayout>
  );
};
export default EvaluationsPage;
export const AspectEvaluationsPage = () => <EvaluationsPage kind="aspect-evaluation" />;
export const GoodPracticeEvaluationsPage = () => <EvaluationsPage kind="good-practice-evaluation" />;

/** .../new: the evaluation's date; the server copies the center's method into it. */
const NewEvaluationPage = ({ kind }: { kind: Kind }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const reportError = useReportError();
  const navigate = useNavigate();
  const { centerId } = useParams();
  const today = useCenterToday(centerId);
  const [date, setDate] = useState(today);
  const create = () =>
    dataProvider
      .createEvaluation(kind, centerId!, date)
      .then((created) => navigate(aspectsPath(centerId!, `${kind}/${created.id}`)))
      .catch(reportError);
  return (
    <AspectsLayout
      title={translate('aspects.actions.new_evaluation')}
      trail={[{ label: translate(`aspects.pages.${kind}`), to: aspectsPath(centerId!, kind) }]}
    >
      <Stack direction="row" spacing={2}>
        <DayPicker label={translate('aspects.fields.date')} value={date} onChange={setDate} />
        <Button variant="contained" onClick={create}>
          {translate('ra.action.create')}
        </Button>
      </Stack>
    </AspectsLayout>
  );
};
export const NewAspectEvaluationPage = () => <NewEvaluationPage kind="aspect-evaluation" />;
export const NewGoodPracticeEvaluationPage = () => <NewEvaluationPage kind="good-practice-evaluation" />;
