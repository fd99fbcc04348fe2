import { Box, Button, Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { TypeChip } from '../../resources/risk-catalogues/RiskCataloguePages';
import { DueDateChip } from '../../common/fields';
import { plainTablePhoneStyles } from '../../common/phoneTables';
import { useModuleQuery } from '../../common/useModuleQuery';
import { risksKey, type Evaluation, type Matrix } from './api';
import { LevelChip } from './LevelChip';
import { ModuleFrame } from './ModuleFrame';
import { evaluationPath, newEvaluationPath, processesPath } from './paths';

/** The consequence's evaluations, one per process: levels, treatment and by when it is due (red once past). */
export const ConsequenceEvaluations = ({
  centerId,
  consequenceId,
  matrix,
  evaluations,
}: {
  centerId: string;
  consequenceId: string;
  matrix: Matrix;
  evaluations: Evaluation[];
}) => {
  const translate = useTranslate();
  const labels = {
    inherent: translate('risks.fields.inherent_level'),
    treatment: translate('risks.fields.treatment'),
    due: translate('risks.fields.due_date'),
    residual: translate('risks.fields.residual_level'),
  };
  // On a phone each evaluation is a card of labelled lines instead of six columns cut by the card.
  return (
    <Box sx={(theme) => plainTablePhoneStyles(theme)}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('risks.fields.process')}</TableCell>
            <TableCell>{labels.inherent}</TableCell>
            <TableCell>{labels.treatment}</TableCell>
            <TableCell>{labels.due}</TableCell>
            <TableCell>{labels.residual}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {evaluations.map((evaluation) => (
            <TableRow key={evaluation.id}>
              <TableCell>{evaluation.process.name}</TableCell>
              <TableCell data-label={labels.inherent}>
                <LevelChip matrix={matrix} assessment={evaluation.inherent} />
              </TableCell>
              <TableCell data-label={labels.treatment}>
                {evaluation.treatment ? translate(`risks.treatments.${evaluation.treatment}`) : '—'}
              </TableCell>
              <TableCell data-label={labels.due}>{evaluation.due_date ? <DueDateChip date={evaluation.due_date} /> : '—'}</TableCell>
              <TableCell data-label={labels.residual}>
                <LevelChip matrix={matrix} assessment={evaluation.residual} />
              </TableCell>
              <TableCell align="right">
                <Button size="small" component={Link} to={evaluationPath(centerId, consequenceId, evaluation.id)}>
                  {translate('risks.evaluation.open')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

/** processes/consequence/{consequenceId}: the consequence's current evaluations in the center's processes. */
const ConsequencePage = () => {
  const { centerId = '', consequenceId = '' } = useParams<'centerId' | 'consequenceId'>();
  const translate = useTranslate();
  const consequence = useModuleQuery(
    (dataProvider) => dataProvider.getRiskConsequence(consequenceId),
    risksKey('consequence', consequenceId),
  ).data;
  const matrix = useModuleQuery((dataProvider) => dataProvider.getRiskMatrix(centerId), risksKey('matrix', centerId)).data;
  const evaluations = useModuleQuery(
    (dataProvider) => dataProvider.getRiskEvaluations(centerId, { consequenceId }),
    risksKey('evaluations', centerId, { consequenceId }),
  ).data;
  return (
    <ModuleFrame module="risks" tab="processes" title={consequence?.name ?? ''}>
      <Card>
        <CardHeader
          title={consequence ? <TypeChip type={consequence.type} /> : null}
          subheader={consequence?.question.name}
          action={
            <Button variant="contained" component={Link} to={newEvaluationPath(centerId, consequenceId)}>
              {translate('risks.evaluation.evaluate')}
            </Button>
          }
        />
        <CardContent>
          {evaluations?.length === 0 && <Typography color="text.secondary">{translate('risks.evaluation.none')}</Typography>}
          {matrix && !!evaluations?.length && (
            <ConsequenceEvaluations centerId={centerId} consequenceId={consequenceId} matrix={matrix} evaluations={evaluations} />
          )}
          <Button sx={{ mt: 2 }} component={Link} to={processesPath(centerId)}>
            {translate('risks.processes.back')}
          </Button>
        </CardContent>
      </Card>
    </ModuleFrame>
  );
};

export default ConsequencePage;
