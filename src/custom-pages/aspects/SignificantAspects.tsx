import { Button, Card, CardContent, CardHeader, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { improvementActionsKey, NO_READ } from '../risks/api';
import { useModuleQuery } from '../../common/useModuleQuery';
import type { AppDataProvider } from '../../dataProvider';
import { improvementActionPath, newImprovementPath } from '../risks/paths';
import { aspectsKey, type EvaluatedAspect } from './api';
import { aspectsPath } from './paths';

/** The open improvement actions started from this evaluation's aspects (none when the improvement module is off for the center). */
const useAspectActions = (centerId: string, enabled: boolean) => {
  const filter = { sourceTable: 'evaluated_aspect', open: true };
  const load = enabled ? (dataProvider: AppDataProvider) => dataProvider.getImprovementActions(centerId, filter) : undefined;
  return useModuleQuery(load, enabled ? improvementActionsKey(centerId, filter) : NO_READ, { quiet: true }).data ?? [];
};

/**
 * A closed evaluation's significant aspects (ISO 14001 6.1.2: what the organisation must act on). Admins start an
 * improvement action from one, its origin and description prefilled; the actions already open are listed under it.
 */
export const SignificantAspects = ({ centerId, evaluationId }: { centerId: string; evaluationId: string }) => {
  const translate = useTranslate();
  const { canAccess: mayAct = false } = useCanAccess({ resource: 'improvement-module', action: 'show' });
  const significant = useModuleQuery(
    (provider) => provider.getSignificantAspects(evaluationId),
    aspectsKey('significant-aspects', evaluationId),
  ).data;
  const actions = useAspectActions(centerId, mayAct);
  const base = aspectsPath(centerId, `aspect-evaluation/${evaluationId}`);
  if (!significant) return null;
  const label = (row: EvaluatedAspect) => `${row.aspect.name} · ${translate(`aspects.conditions.${row.condition}`)}`;
  return (
    <Card component="section" aria-label={translate('aspects.significant.title')} sx={{ mb: 2 }}>
      <CardHeader title={translate('aspects.significant.title')} subheader={translate('aspects.significant.hint')} />
      <CardContent>
        {significant.results.length === 0 && <Typography color="text.secondary">{translate('aspects.significant.none')}</Typography>}
        <List dense disablePadding>
          {significant.results.map((row) => {
            const own = actions.filter((action) => action.source_id === row.id);
            const description = translate('aspects.significant.description', {
              aspect: row.aspect.name,
              zone: row.zone.name,
              stage: row.stage.name,
              score: row.score,
              threshold: row.threshold,
            });
            return (
              <ListItem
                key={row.id}
                divider
                alignItems="flex-start"
                sx={{ flexDirection: { xs: 'column', sm: 'row' }, gap: 1 }}
                aria-label={label(row)}
              >
                <ListItemText
                  primary={<Link to={`${base}/evaluated-aspect/${row.id}`}>{label(row)}</Link>}
                  secondary={
                    <>
                      {`${row.stage.name} · ${row.zone.name} · ${translate('aspects.fields.score')}: ${row.score ?? '—'} / ${row.threshold}`}
                      {own.map((action) => (
                        <Typography key={action.id} component="span" variant="body2" sx={{ display: 'block' }}>
                          <Link to={improvementActionPath(centerId, action.id)}>{action.action}</Link>
                          {` · ${translate(`improvement.statuses.${action.status}`)}`}
                        </Typography>
                      ))}
                    </>
                  }
                />
                {mayAct && (
                  <Stack direction="row" sx={{ flexShrink: 0 }}>
                    <Button
                      variant="outlined"
                      size="small"
                      component={Link}
                      to={`${newImprovementPath(centerId, { table: 'evaluated_aspect', id: row.id })}&description=${encodeURIComponent(description)}`}
                    >
                      {translate('aspects.significant.start_action')}
                    </Button>
                  </Stack>
                )}
              </ListItem>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
};
