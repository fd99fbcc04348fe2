import { Box, Button, Checkbox, FormControlLabel, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useReportError } from '../../common/useReportError';
import { useAspectsApi, useAspectsQuery, type CenterAspect, type Page } from './api';
import { AspectsLayout } from './AspectsLayout';
import { aspectsPath } from './paths';
import { useMayWrite } from './useMayWrite';

interface Aspect {
  id: number;
  name: string;
  vector: { id: number; name: string };
}

/** zone/{zoneId}/aspect: the catalogue's aspects by vector, ticked when present in the zone; `landscape` lays vectors side by side for tablets. */
const AspectSelectionPage = ({ landscape = false }: { landscape?: boolean }) => {
  const api = useAspectsApi();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const mayWrite = useMayWrite();
  const { centerId, zoneId } = useParams();
  const zone = useAspectsQuery<{ name: string }>(`/zone/${zoneId}`).data;
  const selected = useAspectsQuery<Page<CenterAspect>>(`/zone/${zoneId}/aspects?pageSize=500`).data;
  const [catalogue, setCatalogue] = useState<Aspect[]>();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  useEffect(() => {
    api.getAll<Aspect>('/aspect').then(setCatalogue).catch(reportError);
  }, [api, reportError]);
  useEffect(() => {
    if (selected) setChosen(new Set(selected.results.map((row) => row.aspect.id)));
  }, [selected]);
  const vectors = [...new Map((catalogue ?? []).map((aspect) => [aspect.vector.id, aspect.vector])).values()];
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = () =>
    api
      .send('PUT', `/zone/${zoneId}/aspects`, { aspect_ids: [...chosen] })
      .then(() => notify('aspects.saved', { type: 'success' }))
      .catch(reportError);
  return (
    <AspectsLayout
      title={`${translate('aspects.actions.select_aspects')} · ${zone?.name ?? ''}`}
      trail={[{ label: translate('aspects.pages.life-cycle-stage'), to: aspectsPath(centerId!, 'life-cycle-stage') }]}
      actions={
        mayWrite && (
          <Button variant="contained" onClick={save}>
            {translate('ra.action.save')}
          </Button>
        )
      }
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: landscape ? 'repeat(auto-fill, minmax(320px, 1fr))' : '1fr' }}>
        {vectors.map((vector) => (
          <Paper key={vector.id} variant="outlined" sx={{ p: 2 }} component="fieldset" aria-label={vector.name}>
            <Typography variant="subtitle1" component="legend">
              {vector.name}
            </Typography>
            {(catalogue ?? [])
              .filter((aspect) => aspect.vector.id === vector.id)
              .map((aspect) => (
                <FormControlLabel
                  key={aspect.id}
                  sx={{ display: 'flex', minHeight: landscape ? 48 : undefined }}
                  label={aspect.name}
                  control={<Checkbox checked={chosen.has(aspect.id)} disabled={!mayWrite} onChange={() => toggle(aspect.id)} />}
                />
              ))}
          </Paper>
        ))}
      </Box>
    </AspectsLayout>
  );
};
export default AspectSelectionPage;
export const LandscapeAspectSelectionPage = () => <AspectSelectionPage landscape />;
