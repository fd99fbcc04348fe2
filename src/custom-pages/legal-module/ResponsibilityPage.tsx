import DeleteIcon from '@mui/icons-material/Delete';
import {
  Autocomplete,
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useDataProvider, useGetList, useGetOne, useTranslate } from 'react-admin';
import type { ResponsibilityLevel } from '../../../contract/legal';
import { useReportError } from '../../common/useReportError';
import type { AppDataProvider, NamedRecord } from '../../dataProvider';
import type { Center } from '../../resources/center/types';
import type { MemberReference } from '../../resources/user/types';
import { LegalModuleLayout } from './LegalModuleLayout';
import { useModuleQuery } from '../../common/useModuleQuery';

/** The node chosen at each level; the deepest one chosen is the node responsibilities are attached to. */
type Chosen = Partial<Record<ResponsibilityLevel, number>>;
const LEVELS: ResponsibilityLevel[] = ['area', 'ambit', 'subambit', 'requirement'];

const loadChoices = (dataProvider: AppDataProvider, centerId: string, level: ResponsibilityLevel, chosen: Chosen) => {
  if (level === 'area') return dataProvider.getInventoryNodes(centerId, 'areas');
  if (level === 'ambit') return dataProvider.getInventoryNodes(centerId, 'ambits', { level: 'areas', id: chosen.area! });
  if (level === 'subambit') return dataProvider.getInventoryNodes(centerId, 'subambits', { level: 'ambits', id: chosen.ambit! });
  return dataProvider.getSubambitRequirements(centerId, chosen.subambit!).then((answer) => answer.requirements);
};

const LevelSelect = ({
  centerId,
  level,
  chosen,
  onChoose,
}: {
  centerId: string;
  level: ResponsibilityLevel;
  chosen: Chosen;
  onChoose: (level: ResponsibilityLevel, id: number | undefined) => void;
}) => {
  const translate = useTranslate();
  const parentKey = LEVELS.slice(0, LEVELS.indexOf(level))
    .map((parent) => chosen[parent])
    .join('/');
  const { data: nodes = [] } = useModuleQuery<NamedRecord[]>(
    (dataProvider) => loadChoices(dataProvider, centerId, level, chosen),
    `${centerId}/${level}/${parentKey}`,
  );
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 220, flex: 1 }}
      label={translate(`legalModule.responsibility.levels.${level}`, { _: level })}
      value={chosen[level] ?? ''}
      onChange={(event) => onChoose(level, event.target.value === '' ? undefined : Number(event.target.value))}
    >
      <MenuItem value="">
        <em>{translate('app.none', { _: 'None' })}</em>
      </MenuItem>
      {nodes.map((node) => (
        <MenuItem key={node.id} value={node.id}>
          {node.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The responsible people of one node; admins and the center's users may be added. */
const Responsibles = ({ centerId, level, levelId }: { centerId: string; level: ResponsibilityLevel; levelId: number }) => {
  const translate = useTranslate();
  const reportError = useReportError();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [candidate, setCandidate] = useState<MemberReference | null>(null);
  const { data: center } = useGetOne<Center>('center', { id: Number(centerId) });
  const { data: admins = [] } = useGetList<MemberReference>('user', {
    filter: { role: 'admin' },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { data: responsibilities, refetch } = useModuleQuery(
    (provider) => provider.getResponsibilities(centerId, level, levelId),
    `${centerId}/${level}/${levelId}/responsibilities`,
  );
  const candidates = [...admins, ...(center?.userList ?? [])]
    .filter((user, index, all) => all.findIndex((other) => other.id === user.id) === index)
    .filter((user) => !responsibilities?.some((responsibility) => responsibility.user.id === user.id));

  const add = () =>
    candidate &&
    dataProvider
      .addResponsibility(centerId, level, levelId, candidate.id)
      .then(() => {
        setCandidate(null);
        refetch();
      })
      .catch(reportError);
  const remove = (userId: number) => dataProvider.removeResponsibility(centerId, level, levelId, userId).then(refetch).catch(reportError);

  const sorted = [...(responsibilities ?? [])].sort((a, b) => a.user.name.localeCompare(b.user.name));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <List dense aria-label={translate('legalModule.responsibility.responsibles', { _: 'Responsible people' })}>
        {sorted.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('legalModule.responsibility.none', { _: 'Nobody is responsible for it yet.' })}
          </Typography>
        )}
        {sorted.map((responsibility) => (
          <ListItem
            key={responsibility.id}
            divider
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={translate('legalModule.responsibility.remove', {
                  name: responsibility.user.name,
                  _: 'Remove {{name}}',
                })}
                onClick={() => remove(responsibility.user.id)}
              >
                <DeleteIcon />
              </IconButton>
            }
          >
            <ListItemText primary={responsibility.user.name} secondary={responsibility.user.email} />
          </ListItem>
        ))}
      </List>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Autocomplete
          sx={{ flex: 1, minWidth: 280, maxWidth: 480 }}
          size="small"
          options={candidates}
          value={candidate}
          onChange={(_event, user) => setCandidate(user)}
          getOptionLabel={(user) => `${user.name} (${user.email})`}
          renderInput={(params) => <TextField {...params} label={translate('legalModule.responsibility.user', { _: 'Person' })} />}
        />
        <Button variant="contained" onClick={add} disabled={!candidate}>
          {translate('legalModule.responsibility.add', { _: 'Make responsible' })}
        </Button>
      </Box>
    </Box>
  );
};

/** .../responsibility-assignment (admin): who answers for an area, ambit, subambit or requirement of the center. */
const ResponsibilityPage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const [chosen, setChosen] = useState<Chosen>({});
  // Choosing a node forgets the choices below it: they belonged to the previous parent.
  const choose = (level: ResponsibilityLevel, id: number | undefined) =>
    setChosen((current) => {
      const kept = LEVELS.slice(0, LEVELS.indexOf(level));
      return { ...Object.fromEntries(kept.map((parent) => [parent, current[parent]])), [level]: id };
    });
  const shownLevels = LEVELS.filter((_level, index) => index === 0 || chosen[LEVELS[index - 1]] !== undefined);
  const deepest = [...LEVELS].reverse().find((level) => chosen[level] !== undefined);

  return (
    <LegalModuleLayout page="responsibilityAssignment">
      <Card>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            {shownLevels.map((level) => (
              <LevelSelect key={level} centerId={centerId} level={level} chosen={chosen} onChoose={choose} />
            ))}
          </Box>
          {deepest ? (
            <Responsibles key={`${deepest}/${chosen[deepest]}`} centerId={centerId} level={deepest} levelId={chosen[deepest]!} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('legalModule.responsibility.choose', { _: 'Choose a node of the inventory.' })}
            </Typography>
          )}
        </CardContent>
      </Card>
    </LegalModuleLayout>
  );
};

export default ResponsibilityPage;
