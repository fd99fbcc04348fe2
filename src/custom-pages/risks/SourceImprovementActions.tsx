import { Button, Card, CardContent, CardHeader, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCanAccess, useTranslate } from 'react-admin';
import type { ImprovementSource } from '../../../contract/risks';
import { useModuleQuery } from '../../common/useModuleQuery';
import { improvementActionsKey } from './api';
import { improvementActionPath, newImprovementPath } from './paths';

const Contents = ({ centerId, table, id, offerNew }: { centerId: string; table: ImprovementSource; id: number; offerNew: boolean }) => {
  const translate = useTranslate();
  const filter = { sourceTable: table, sourceId: id, open: true };
  const actions = useModuleQuery(
    (dataProvider) => dataProvider.getImprovementActions(centerId, filter),
    improvementActionsKey(centerId, filter),
  ).data;
  return (
    <Card component="section" aria-label={translate('risks.evaluation.actions')}>
      <CardHeader title={translate('risks.evaluation.actions')} />
      <CardContent>
        {actions?.length === 0 && <Typography color="text.secondary">{translate('risks.evaluation.no_actions')}</Typography>}
        <List dense>
          {actions?.map((action) => (
            <ListItem key={action.id} disablePadding>
              <ListItemButton component={Link} to={improvementActionPath(centerId, action.id)}>
                <ListItemText primary={action.action} secondary={translate(`improvement.statuses.${action.status}`)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        {offerNew && (
          <Button variant="outlined" component={Link} to={newImprovementPath(centerId, { table, id })}>
            {translate('risks.evaluation.start_action')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};

/** A source record's open improvement actions, and a way to start one (admins only: spec §6). */
const SourceImprovementActions = (props: { centerId: string; table: ImprovementSource; id: number; offerNew: boolean }) => {
  const { canAccess } = useCanAccess({ resource: 'improvement-module', action: 'show' });
  return canAccess ? <Contents {...props} /> : null;
};

export default SourceImprovementActions;
