import { Box, Button, Checkbox, FormControlLabel, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { aspectsKey } from './api';
import { AspectsLayout } from './AspectsLayout';
import { aspectsPath } from './paths';
import { useMayWrite } from './useMayWrite';

/** zone/{zoneId}/aspect: the catalogue's aspects by vector, ticked when present in the zone; `landscape` lays vectors side by side for tablets. */
const AspectSelectionPage = ({ landscape = false }: { landscape?: boolean }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const mayWrite = useMayWrite();
  const { centerId, zoneId } = useParams();
  const zone = useModuleQuery((provider) => provider.getZone(zoneId!), aspectsKey('zone', zoneId)).data;
  const selected = useModuleQuery((provider) => provider.getZoneAspects(zoneId!), aspectsKey('zone-aspects', zoneId));
  const { data: catalogue, error } = useModuleQuery((provider) => provider.getAspectCatalogue(), aspectsKey('aspect-catalogue'));
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  useEffect(() => {
    if (selected.data) setChosen(new Set(selected.data.results.map((row) => row.aspect.id)));
  }, [selected.data]);
  const vectors = [...new Map((catalogue ?? []).map((aspect) => [aspect.vector.id, aspect.vector])).values()];
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = () =>
    dataProvider
      .saveZoneAspects(zoneId!, [...chosen])
      .then(() => {
        notify('aspects.saved', { type: 'success' });
        selected.refetch();
      })
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
      {!catalogue && <QueryState error={error} />}
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
