import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Card, CardContent, Chip, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider } from '../../dataProvider';
import { aspectsKey, type Zone } from './api';
import { AspectsLayout } from './AspectsLayout';
import { aspectsPath } from './paths';
import { useMayWrite } from './useMayWrite';

const AddForm = ({ label, onAdd }: { label: string; onAdd: (name: string) => Promise<void> }) => {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    await onAdd(name.trim());
    setName('');
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ mt: 1 }}>
      <TextField size="small" label={label} value={name} onChange={(event) => setName(event.target.value)} />
      <Button type="submit" variant="outlined">
        {translate('aspects.actions.add')}
      </Button>
    </Stack>
  );
};

/** A stage's or zone's name with rename and delete (the server refuses to delete one that still has children). */
const NameActions = ({
  name,
  of,
  onChanged,
  variant,
}: {
  name: string;
  of: { stage: number } | { zone: number };
  onChanged: () => void;
  variant: 'h6' | 'subtitle1';
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const reportError = useReportError();
  const mayWrite = useMayWrite();
  const [editing, setEditing] = useState<string>();
  const rename = (changed: string) =>
    'stage' in of ? dataProvider.renameLifeCycleStage(of.stage, changed) : dataProvider.renameZone(of.zone, changed);
  const save = () =>
    rename(editing ?? '')
      .then(() => {
        setEditing(undefined);
        onChanged();
      })
      .catch(reportError);
  const remove = () =>
    window.confirm(translate('aspects.confirm_delete', { name })) &&
    ('stage' in of ? dataProvider.deleteLifeCycleStage(of.stage) : dataProvider.deleteZone(of.zone)).then(onChanged).catch(reportError);
  if (editing !== undefined) {
    return (
      <Stack direction="row" spacing={1} sx={{ flexGrow: 1 }}>
        <TextField
          size="small"
          label={translate('resources.vector.fields.name')}
          value={editing}
          onChange={(event) => setEditing(event.target.value)}
        />
        <Button onClick={save}>{translate('ra.action.save')}</Button>
        <Button onClick={() => setEditing(undefined)}>{translate('ra.action.cancel')}</Button>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexGrow: 1, alignItems: 'center' }}>
      <Typography variant={variant} component={variant === 'h6' ? 'h2' : 'h3'}>
        {name}
      </Typography>
      {mayWrite && (
        <IconButton size="small" aria-label={translate('ra.action.edit')} onClick={() => setEditing(name)}>
          <EditIcon fontSize="small" />
        </IconButton>
      )}
      {mayWrite && (
        <IconButton size="small" aria-label={translate('ra.action.delete')} onClick={remove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
};

const ZoneCard = ({ zone, centerId, onChanged }: { zone: Zone; centerId: string; onChanged: () => void }) => {
  const translate = useTranslate();
  const aspects = useModuleQuery((provider) => provider.getZoneAspects(zone.id), aspectsKey('zone-aspects', zone.id)).data;
  return (
    <Card variant="outlined" sx={{ mb: 1 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <NameActions name={zone.name} of={{ zone: zone.id }} onChanged={onChanged} variant="subtitle1" />
          <Button component={Link} to={aspectsPath(centerId, `life-cycle-stage/zone/${zone.id}/aspect`)}>
            {translate('aspects.actions.select_aspects')}
          </Button>
          <Button component={Link} to={aspectsPath(centerId, `life-cycle-stage/zone/${zone.id}/aspect/landscape`)}>
            {translate('aspects.actions.landscape')}
          </Button>
        </Stack>
        <List dense>
          {aspects?.results.map((row) => (
            <ListItem
              key={row.id}
              secondaryAction={
                <Button size="small" component={Link} to={aspectsPath(centerId, `life-cycle-stage/aspect/${row.id}/practice`)}>
                  {translate('aspects.actions.practices')}
                </Button>
              }
            >
              <ListItemText primary={row.aspect.name} secondary={row.vector.name} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};

/** life-cycle-stage and life-cycle-stage/{stageId}/zone: the center's stages, their zones and the aspects in each. */
const StagesPage = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const mayWrite = useMayWrite();
  const { centerId, stageId } = useParams();
  const stages = useModuleQuery((provider) => provider.getLifeCycleStages(centerId!), aspectsKey('life-cycle-stages', centerId));
  const stageIds = stages.data?.results.map((stage) => stage.id);
  // Each stage's zones, read together once the stages are known.
  const zoneQuery = useModuleQuery(
    stageIds
      ? async (provider): Promise<Record<number, Zone[]>> =>
          Object.fromEntries(await Promise.all(stageIds.map(async (id) => [id, await provider.getZonesOfStage(id)] as const)))
      : undefined,
    aspectsKey('zones', centerId, stageIds?.join(',')),
  );
  const zones = zoneQuery.data ?? {};
  const changed = () => {
    stages.refetch();
    zoneQuery.refetch();
  };
  const addStage = (name: string) =>
    dataProvider
      .createLifeCycleStage(centerId!, name, (stages.data?.count ?? 0) + 1)
      .then(() => {
        notify('aspects.saved', { type: 'success' });
        changed();
      })
      .catch(reportError);
  const addZone = (stage: number) => (name: string) =>
    dataProvider
      .createZone(stage, name, (zones[stage]?.length ?? 0) + 1)
      .then(() => {
        notify('aspects.saved', { type: 'success' });
        changed();
      })
      .catch(reportError);
  const shown = stages.data?.results.filter((stage) => !stageId || String(stage.id) === stageId) ?? [];
  return (
    <AspectsLayout title={translate('aspects.pages.life-cycle-stage')}>
      {!zoneQuery.data && <QueryState error={stages.error ?? zoneQuery.error} />}
      {stages.data?.count === 0 && <Chip label={translate('aspects.empty_tree')} />}
      {shown.map((stage) => (
        <Card key={stage.id} component="section" aria-label={stage.name} sx={{ mb: 2 }}>
          <CardContent>
            <NameActions name={stage.name} of={{ stage: stage.id }} onChanged={changed} variant="h6" />
            {(zones[stage.id] ?? []).map((zone) => (
              <ZoneCard key={zone.id} zone={zone} centerId={centerId!} onChanged={changed} />
            ))}
            {mayWrite && <AddForm label={translate('aspects.actions.new_zone')} onAdd={addZone(stage.id)} />}
          </CardContent>
        </Card>
      ))}
      {mayWrite && !stageId && <AddForm label={translate('aspects.actions.new_stage')} onAdd={addStage} />}
    </AspectsLayout>
  );
};
export default StagesPage;
