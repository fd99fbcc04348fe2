import { Box, Button, Checkbox, FormControlLabel, Paper } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useReportError } from '../../common/useReportError';
import { useAspectsApi, useAspectsQuery, type CenterAspect, type Page } from './api';
import { AspectsLayout } from './AspectsLayout';
import { AspectIndicators } from './EnvironmentalIndicatorsPage';
import { aspectsPath } from './paths';
import { useMayWrite } from './useMayWrite';

/** aspect/{centerAspectId}/practice: the catalogue's practices for the aspect, ticked when applied. */
const PracticeSelectionPage = ({ landscape = false }: { landscape?: boolean }) => {
  const api = useAspectsApi();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const mayWrite = useMayWrite();
  const { centerId, centerAspectId } = useParams();
  const centerAspect = useAspectsQuery<CenterAspect>(`/center-aspect/${centerAspectId}`).data;
  const applied = useAspectsQuery<Page<{ practice: { id: number } }>>(`/center-aspect/${centerAspectId}/practices`).data;
  const [catalogue, setCatalogue] = useState<{ id: number; name: string }[]>();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (centerAspect)
      api.getAll<{ id: number; name: string }>(`/good-practice?aspectId=${centerAspect.aspect.id}`).then(setCatalogue).catch(reportError);
  }, [api, centerAspect, reportError]);
  useEffect(() => {
    if (applied) setChosen(new Set(applied.results.map((row) => row.practice.id)));
  }, [applied]);
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = () =>
    api
      .send('PUT', `/center-aspect/${centerAspectId}/practices`, { good_practice_ids: [...chosen] })
      .then(() => notify('aspects.saved', { type: 'success' }))
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
        <Box sx={{ display: 'grid', gridTemplateColumns: landscape ? 'repeat(2, 1fr)' : '1fr' }}>
          {catalogue?.map((practice) => (
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
