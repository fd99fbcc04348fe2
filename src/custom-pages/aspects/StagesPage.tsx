import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Card, CardContent, Chip, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useReportError } from '../../common/useReportError';
import { useAspectsApi, useAspectsQuery, type CenterAspect, type Page } from './api';
import { AspectsLayout } from './AspectsLayout';
import { aspectsPath } from './paths';
import { useMayWrite } from './useMayWrite';

interface Stage {
  id: number;
  name: string;
  order: number;
}
interface Zone {
  id: number;
  name: string;
  order: number;
  stage: { id: number; name: string };
}

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
  path,
  onChanged,
  variant,
}: {
  name: string;
  path: string;
  onChanged: () => void;
  variant: 'h6' | 'subtitle1';
}) => {
  const api = useAspectsApi();
  const translate = useTranslate();
  const reportError = useReportError();
  const mayWrite = useMayWrite();
  const [editing, setEditing] = useState<string>();
  const save = () =>
    api
      .send('PUT', path, { name: editing })
      .then(() => {
        setEditing(undefined);
        onChanged();
      })
      .catch(reportError);
  const remove = () =>
    window.confirm(translate('aspects.confirm_delete', { name })) && api.send('DELETE', path).then(onChanged).catch(reportError);
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
  const aspects = useAspectsQuery<Page<CenterAspect>>(`/zone/${zone.id}/aspects?pageSize=500`).data;
  return (
    <Card variant="outlined" sx={{ mb: 1 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <NameActions name={zone.name} path={`/zone/${zone.id}`} onChanged={onChanged} variant="subtitle1" />
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
  const api = useAspectsApi();
  const translate = useTranslate();
  const notify = useNotify();
  const reportError = useReportError();
  const mayWrite = useMayWrite();
  const { centerId, stageId } = useParams();
  const stages = useAspectsQuery<Page<Stage>>(`/life-cycle-stage?centerId=${centerId}&pageSize=500`);
  const [zones, setZones] = useState<Record<number, Zone[]>>({});
  const [version, setVersion] = useState(0);
  const list = stages.data?.results;
  useEffect(() => {
    if (!list) return;
    Promise.all(list.map(async (stage) => [stage.id, await api.getAll<Zone>(`/zone?stageId=${stage.id}`)] as const))
      .then((entries) => setZones(Object.fromEntries(entries)))
      .catch(reportError);
  }, [api, list, version, reportError]);
  const addStage = (name: string) =>
    api
      .send('POST', '/life-cycle-stage', { center_id: Number(centerId), name, order: (stages.data?.count ?? 0) + 1 })
      .then(() => {
        notify('aspects.saved', { type: 'success' });
        setVersion((v) => v + 1);
        stages.refetch();
      })
      .catch(reportError);
  const addZone = (stage: number) => (name: string) =>
    api
      .send('POST', '/zone', { stage_id: stage, name, order: (zones[stage]?.length ?? 0) + 1 })
      .then(() => {
        notify('aspects.saved', { type: 'success' });
        setVersion((v) => v + 1);
        stages.refetch();
      })
      .catch(reportError);
  const changed = () => {
    setVersion((v) => v + 1);
    stages.refetch();
  };
  const shown = stages.data?.results.filter((stage) => !stageId || String(stage.id) === stageId) ?? [];
  return (
    <AspectsLayout title={translate('aspects.pages.life-cycle-stage')}>
      {stages.data?.count === 0 && <Chip label={translate('aspects.empty_tree')} />}
      {shown.map((stage) => (
        <Card key={stage.id} component="section" aria-label={stage.name} sx={{ mb: 2 }}>
          <CardContent>
            <NameActions name={stage.name} path={`/life-cycle-stage/${stage.id}`} onChanged={changed} variant="h6" />
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
