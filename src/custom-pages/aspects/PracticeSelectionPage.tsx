import { Box, Button, Checkbox, FormControlLabel, Paper } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { aspectsKey } from './api';
import { AspectsLayout } from './AspectsLayout';
import { AspectIndicators } from './EnvironmentalIndicatorsPage';
import { aspectsPath } from './paths';
import { useMayWrite } from './useMayWrite';

/** aspect/{centerAspectId}/practice: the catalogue's practices for the aspect, ticked when applied. */
const PracticeSelectionPage = ({ landscape = false }: { landscape?: boolean }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const mayWrite = useMayWrite();
  const { centerId, centerAspectId } = useParams();
  const aspectQuery = useModuleQuery((provider) => provider.getCenterAspect(centerAspectId!), aspectsKey('center-aspect', centerAspectId));
  const centerAspect = aspectQuery.data;
  const applied = useModuleQuery(
    (provider) => provider.getCenterAspectPractices(centerAspectId!),
    aspectsKey('center-aspect-practices', centerAspectId),
  );
  const aspectId = centerAspect?.aspect.id;
  const catalogue = useModuleQuery(
    aspectId === undefined ? undefined : (provider) => provider.getGoodPracticesOfAspect(aspectId),
    aspectsKey('good-practices', aspectId),
  );
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (applied.data) setChosen(new Set(applied.data.results.map((row) => row.practice.id)));
  }, [applied.data]);
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = () =>
    dataProvider
      .saveCenterAspectPractices(centerAspectId!, [...chosen])
      .then(() => {
        notify('aspects.saved', { type: 'success' });
        applied.refetch();
      })
      .catch(reportError);
  return (
    <AspectsLayout
      title={`${translate('aspects.actions.select_practices')} · ${centerAspect ? `${centerAspect.zone.name} · ${centerAspect.aspect.name}` : ''}`}
      trail={[{ label: translate('aspects.pages.life-cycle-stage'), to: aspectsPath(centerId!, 'life-cycle-stage') }]}
      actions={
        mayWrite && (
          <Button variant="contained" onClick={save}>
            {translate('ra.action.save')}
          </Button>
        )
      }
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        {!catalogue.data && <QueryState error={aspectQuery.error ?? catalogue.error} />}
        <Box sx={{ display: 'grid', gridTemplateColumns: landscape ? 'repeat(2, 1fr)' : '1fr' }}>
          {catalogue.data?.map((practice) => (
            <FormControlLabel
              key={practice.id}
              label={practice.name}
              sx={{ minHeight: landscape ? 48 : undefined }}
              control={<Checkbox checked={chosen.has(practice.id)} disabled={!mayWrite} onChange={() => toggle(practice.id)} />}
            />
          ))}
        </Box>
      </Paper>
      <AspectIndicators centerId={centerId!} centerAspectId={centerAspectId!} />
    </AspectsLayout>
  );
};
export default PracticeSelectionPage;
export const LandscapePracticeSelectionPage = () => <PracticeSelectionPage landscape />;
