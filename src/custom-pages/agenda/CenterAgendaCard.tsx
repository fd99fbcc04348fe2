import { Button, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { AGENDA_HORIZON_DAYS, type AgendaItem } from '../../../contract/agenda';
import { DueDateChip } from '../../common/fields';
import { agendaLink } from './links';
import { centerAgendaPath, horizonUntil } from './paths';

const SHOWN = 5;

/** The center home's first look at its agenda: the soonest obligations (overdue first), and the way to all of them. */
export const CenterAgendaCard = ({ centerId }: { centerId: Identifier }) => {
  const translate = useTranslate();
  const until = horizonUntil(AGENDA_HORIZON_DAYS);
  const { data, total } = useGetList<AgendaItem>('agenda', {
    filter: { centerId, until },
    pagination: { page: 1, perPage: SHOWN },
    sort: { field: 'due_date', order: 'ASC' },
  });
  if (!data) return null;
  return (
    <Card>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {translate('agenda.center_title')}
          </Typography>
          <Button component={Link} to={centerAgendaPath(centerId)} size="small">
            {translate('agenda.see_all', { count: total ?? 0, smart_count: total ?? 0 })}
          </Button>
        </Stack>
        {data.length === 0 ? (
          <Typography color="text.secondary">{translate('agenda.empty')}</Typography>
        ) : (
          <List dense disablePadding>
            {data.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton component={Link} to={agendaLink(item)} sx={{ gap: 2, flexWrap: 'wrap' }}>
                  <DueDateChip date={item.due_date} daysLeft={item.days_left} warningDays={30} />
                  <ListItemText
                    primary={translate(`agenda.kinds.${item.kind}`, { _: item.kind })}
                    secondary={[translate(`modules.${item.module}`, { _: item.module }), item.subject].filter(Boolean).join(' · ')}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
