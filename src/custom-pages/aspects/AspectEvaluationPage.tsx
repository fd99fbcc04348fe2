import { Button, Card, CardContent, Chip, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { DocumentLanguageSelect, useDocumentLanguage } from '../../common/DocumentLanguageSelect';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { aspectsKey } from './api';
import { AspectsLayout, evaluationTitle } from './AspectsLayout';
import { SignificantAspects } from './SignificantAspects';
import { aspectsPath } from './paths';
import { useMayWrite } from './useMayWrite';

/** aspect-evaluation/{id}: the stages and zones to evaluate, closing, reopening and the inventory workbook. */
const AspectEvaluationPage = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const mayWrite = useMayWrite();
  const { centerId, aspectEvaluationId } = useParams();
  const evaluation = useModuleQuery(
    (provider) => provider.getAspectEvaluation(aspectEvaluationId!),
    aspectsKey('aspect-evaluation', aspectEvaluationId),
  );
  const stageQuery = useModuleQuery(
    (provider) => provider.getAspectEvaluationStages(aspectEvaluationId!),
    aspectsKey('aspect-evaluation-stages', aspectEvaluationId),
  );
  const stages = stageQuery.data;
  const base = aspectsPath(centerId!, `aspect-evaluation/${aspectEvaluationId}`);
  const reopen = () =>
    dataProvider
      .reopenAspectEvaluation(aspectEvaluationId!)
      .then(() => {
        notify('aspects.saved', { type: 'success' });
        evaluation.refetch();
      })
      .catch(reportError);
  const [language, setLanguage] = useDocumentLanguage();
  const download = () => dataProvider.downloadAspectInventory(aspectEvaluationId!, language).catch(reportError);
  const open = evaluation.data?.is_open;
  return (
    <AspectsLayout
      title={evaluationTitle(translate, 'aspect-evaluation', evaluation.data?.date)}
      trail={[{ label: translate('aspects.pages.aspect-evaluation'), to: aspectsPath(centerId!, 'aspect-evaluation') }]}
      actions={
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          {evaluation.data && <Chip color={open ? 'warning' : 'success'} label={translate(open ? 'aspects.open' : 'aspects.closed')} />}
          <DocumentLanguageSelect value={language} onChange={setLanguage} />
          <Button onClick={download}>{translate('aspects.actions.download_inventory')}</Button>
          {mayWrite && open && (
            <Button variant="contained" component={Link} to={`${base}/close`}>
              {translate('aspects.actions.close')}
            </Button>
          )}
          {mayWrite && open === false && (
            <Button variant="outlined" onClick={reopen}>
              {translate('aspects.actions.reopen')}
            </Button>
          )}
        </Stack>
      }
    >
      {!stages && <QueryState error={stageQuery.error} />}
      {open === false && <SignificantAspects centerId={centerId!} evaluationId={aspectEvaluationId!} />}
      {stages?.results.map((stage) => (
        <Card key={stage.id} sx={{ mb: 2 }}>
          <CardContent>
            <Typography variant="h6" component="h2">
              {stage.name}
            </Typography>
            <List dense>
              {stage.zones.map((zone) => (
                <ListItem key={zone.id} disablePadding>
                  <ListItemButton component={Link} to={`${base}/zone/${zone.id}`}>
                    <ListItemText
                      primary={zone.name}
                      secondary={translate('aspects.scored', { scored: zone.scored_count, total: zone.evaluated_aspect_count })}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      ))}
    </AspectsLayout>
  );
};
export default AspectEvaluationPage;
