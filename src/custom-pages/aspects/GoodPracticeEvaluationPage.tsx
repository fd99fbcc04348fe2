import { Button, Card, CardContent, Chip, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { DocumentLanguageSelect, useDocumentLanguage } from '../../common/DocumentLanguageSelect';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { aspectsKey, type PracticeEvaluationStage } from './api';
import { AspectsLayout, evaluationTitle } from './AspectsLayout';
import { aspectsPath } from './paths';
import { useMayWrite } from './useMayWrite';

const ZoneVectors = ({
  evaluationId,
  zone,
  base,
}: {
  evaluationId: string;
  zone: PracticeEvaluationStage['zones'][number];
  base: string;
}) => {
  const translate = useTranslate();
  const vectors = useModuleQuery(
    (provider) => provider.getPracticeEvaluationVectors(evaluationId, zone.id),
    aspectsKey('good-practice-evaluation-vectors', evaluationId, zone.id),
  ).data;
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {zone.name}
      </Typography>
      <List dense>
        {vectors?.results.map((vector) => (
          <ListItem key={vector.id} disablePadding>
            <ListItemButton component={Link} to={`${base}/zone/${zone.id}/vector/${vector.id}`}>
              <ListItemText
                primary={vector.name}
                secondary={translate('aspects.verified', { verified: vector.verified_count, total: vector.practice_count })}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
};

/** good-practice-evaluation/{id}: zones and vectors to verify, open/close, and the guide (.docx). */
const GoodPracticeEvaluationPage = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const mayWrite = useMayWrite();
  const { centerId, goodPracticeEvaluationId } = useParams();
  const evaluation = useModuleQuery(
    (provider) => provider.getPracticeEvaluation(goodPracticeEvaluationId!),
    aspectsKey('good-practice-evaluation', goodPracticeEvaluationId),
  );
  const stageQuery = useModuleQuery(
    (provider) => provider.getPracticeEvaluationStages(goodPracticeEvaluationId!),
    aspectsKey('good-practice-evaluation-stages', goodPracticeEvaluationId),
  );
  const stages = stageQuery.data;
  const base = aspectsPath(centerId!, `good-practice-evaluation/${goodPracticeEvaluationId}`);
  const [isOpen, setIsOpen] = useState<boolean>();
  useEffect(() => setIsOpen(evaluation.data?.is_open), [evaluation.data]);
  const toggle = () =>
    dataProvider
      .setPracticeEvaluationOpen(goodPracticeEvaluationId!, !isOpen)
      .then(() => {
        notify('aspects.saved', { type: 'success' });
        evaluation.refetch();
      })
      .catch(reportError);
  const [language, setLanguage] = useDocumentLanguage();
  const guide = (withFulfilledFields: boolean) =>
    dataProvider.downloadPracticeGuide(goodPracticeEvaluationId!, withFulfilledFields, language).catch(reportError);
  return (
    <AspectsLayout
      title={evaluationTitle(translate, 'good-practice-evaluation', evaluation.data?.date)}
      trail={[{ label: translate('aspects.pages.good-practice-evaluation'), to: aspectsPath(centerId!, 'good-practice-evaluation') }]}
      actions={
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {isOpen !== undefined && (
            <Chip color={isOpen ? 'warning' : 'success'} label={translate(isOpen ? 'aspects.open' : 'aspects.closed')} />
          )}
          <DocumentLanguageSelect value={language} onChange={setLanguage} />
          <Button onClick={() => guide(false)}>{translate('aspects.actions.download_guide')}</Button>
          <Button onClick={() => guide(true)}>{translate('aspects.actions.download_guide_filled')}</Button>
          {mayWrite && isOpen !== undefined && (
            <Button variant="outlined" onClick={toggle}>
              {translate(isOpen ? 'aspects.actions.close' : 'aspects.actions.reopen')}
            </Button>
          )}
        </Stack>
      }
    >
      {!stages && <QueryState error={stageQuery.error} />}
      {stages?.results.map((stage) => (
        <Card key={stage.id} sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {stage.name}
            </Typography>
            {stage.zones
              .filter((zone) => zone.practice_count > 0)
              .map((zone) => (
                <ZoneVectors key={zone.id} evaluationId={goodPracticeEvaluationId!} zone={zone} base={base} />
              ))}
          </CardContent>
        </Card>
      ))}
    </AspectsLayout>
  );
};
export default GoodPracticeEvaluationPage;
