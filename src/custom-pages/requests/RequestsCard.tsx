import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, List, ListItem, ListItemButton, ListItemText, Stack, Typography } from '@mui/material';
import { useGetList, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { RequestSummary } from '../../dataProvider/clientRequests';
import { NEW_REQUEST_PATH, REQUESTS_PATH, centerRequestsPath, requestPath } from './paths';
import { RequestDueDate, RequestStateChip, useKindText } from './requestParts';
import { ReturnReason } from './ReturnReason';

const SHOWN = 5;

/** pending: what the client still has to answer; toReview: what staff must review; center: a center's requests under way. */
type Which = 'pending' | 'toReview' | 'center';

const FILTERS: Record<Which, Record<string, unknown>> = {
  pending: { pending: true },
  toReview: { toReview: true },
  center: { state: ['open', 'returned', 'answered'] },
};
// The client answers the soonest due first; staff review the longest waiting first.
const ORDER: Record<Which, { field: string; order: 'ASC' | 'DESC' }> = {
  pending: { field: 'due_date', order: 'ASC' },
  toReview: { field: 'answered_at', order: 'ASC' },
  center: { field: 'due_date', order: 'ASC' },
};

/**
 * The first requests of a list, each opening its page, with the way to all of them: the client's pending ones on their
 * home, staff's to review on theirs, and a center's under way on its page (with "new request" for staff).
 */
export const RequestsCard = ({
  which,
  centerId,
  canAsk = false,
  hideWhenEmpty = false,
}: {
  which: Which;
  centerId?: Identifier;
  canAsk?: boolean;
  hideWhenEmpty?: boolean;
}) => {
  const translate = useTranslate();
  const kindText = useKindText();
  const { data, total } = useGetList<RequestSummary>('requests', {
    filter: centerId === undefined ? FILTERS[which] : { ...FILTERS[which], centerId },
    pagination: { page: 1, perPage: SHOWN },
    sort: ORDER[which],
  });
  if (!data || (hideWhenEmpty && data.length === 0)) return null;
  const title = translate(`requests.cards.${which}`);
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {canAsk && centerId !== undefined && (
              <Button
                size="small"
                startIcon={<AddIcon />}
                component={Link}
                to={`${NEW_REQUEST_PATH}?${new URLSearchParams({ centerId: String(centerId) }).toString()}`}
              >
                {translate('requests.new')}
              </Button>
            )}
            <Button size="small" component={Link} to={centerId === undefined ? REQUESTS_PATH : centerRequestsPath(centerId)}>
              {translate('requests.see_all', { count: total ?? 0 })}
            </Button>
          </Stack>
        </Stack>
        {data.length === 0 ? (
          <Typography color="text.secondary">{translate('requests.cards.empty')}</Typography>
        ) : (
          <List dense disablePadding>
            {data.map((request) => (
              <ListItem key={request.id} disablePadding>
                <ListItemButton component={Link} to={requestPath(request.id)} sx={{ gap: 2, flexWrap: 'wrap' }}>
                  <RequestDueDate request={request} />
                  <ListItemText
                    primary={request.title}
                    secondary={
                      <>
                        {[centerId === undefined ? request.center.name : null, kindText(request.kind), request.target_name]
                          .filter(Boolean)
                          .join(' · ')}
                        {request.state === 'returned' && <ReturnReason request={request} />}
                      </>
                    }
                    slotProps={{ secondary: { component: 'span', sx: { display: 'block' } } }}
                  />
                  <RequestStateChip state={request.state} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
