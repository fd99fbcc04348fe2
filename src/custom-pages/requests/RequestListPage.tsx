import AddIcon from '@mui/icons-material/Add';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import {
  AutocompleteInput,
  BooleanInput,
  Button,
  DataTable,
  List,
  ReferenceInput,
  SelectInput,
  TextField,
  Title,
  TopToolbar,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { KindField } from '../../common/fields';
import { usePageTitle } from '../../common/usePageTitle';
import { REQUEST_KINDS, REQUEST_STATES } from '../../../contract/requests';
import type { RequestSummary } from '../../dataProvider/clientRequests';
import { NEW_REQUEST_PATH, requestPath } from './paths';
import { RequestsCard } from './RequestsCard';
import { RequestDueDate, RequestStateChip, useKindText } from './requestParts';

// A list is never wider than the screen: its table scrolls inside its card instead of widening the page.
const FIT_SCREEN = {
  minWidth: 0,
  '& .RaList-main, & .RaList-root': { minWidth: 0 },
  '& .RaDataTable-tableWrapper, & .MuiTableContainer-root': { overflowX: 'auto' },
  '& .RaList-actions .MuiToolbar-root, & .RaFilterForm-root': { flexWrap: 'wrap' },
} as const;

const DueDate = () => {
  const request = useRecordContext<RequestSummary>();
  return request ? <RequestDueDate request={request} /> : null;
};

const State = () => {
  const request = useRecordContext<RequestSummary>();
  return request ? <RequestStateChip state={request.state} /> : null;
};

const Kind = () => {
  const request = useRecordContext<RequestSummary>();
  const kindText = useKindText();
  return request ? <span>{kindText(request.kind)}</span> : null;
};

const useFilters = () => {
  const translate = useTranslate();
  return useMemo(
    () => [
      <SelectInput
        key="state"
        source="state"
        label="requests.fields.state"
        choices={REQUEST_STATES.map((state) => ({ id: state, name: translate(`requests.states.${state}`) }))}
        alwaysOn
        sx={{ minWidth: 160 }}
      />,
      <ReferenceInput key="center" source="centerId" reference="center" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
        <AutocompleteInput label="requests.fields.center" optionText="name" sx={{ minWidth: 220 }} />
      </ReferenceInput>,
      <SelectInput
        key="kind"
        source="kind"
        label="requests.fields.kind"
        choices={REQUEST_KINDS.map((kind) => ({ id: kind, name: translate(`requests.kinds.${kind}`) }))}
        alwaysOn
        sx={{ minWidth: 200 }}
      />,
      // Off means "any", not "not overdue": the filter is dropped rather than sent as false.
      <BooleanInput
        key="overdue"
        source="overdue"
        label="requests.fields.overdue_only"
        parse={(value: boolean) => value || undefined}
        alwaysOn
      />,
    ],
    [translate],
  );
};

/**
 * /requests: for staff, the answered requests to review first, then every request with its filters; for a client,
 * what they still have to answer first, then everything asked of their centers. A row opens the request.
 */
const RequestListPage = () => {
  const translate = useTranslate();
  const title = translate('requests.title');
  usePageTitle(title);
  const { canAccess: reviews = false } = useCanAccess({ resource: 'requests', action: 'edit' });
  const filters = useFilters();
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, ...FIT_SCREEN }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{translate(reviews ? 'requests.intro_staff' : 'requests.intro_client')}</Typography>
        </CardContent>
      </Card>
      <RequestsCard which={reviews ? 'toReview' : 'pending'} hideWhenEmpty />
      <Typography variant="h6" component="h2">
        {translate('requests.all')}
      </Typography>
      <List
        resource="requests"
        filters={filters}
        actions={
          reviews ? (
            <TopToolbar>
              <Button component={Link} to={NEW_REQUEST_PATH} label="requests.new">
                <AddIcon />
              </Button>
            </TopToolbar>
          ) : (
            false
          )
        }
        title={false}
        storeKey="requests.all"
        empty={false}
        sort={{ field: 'due_date', order: 'ASC' }}
      >
        <DataTable<RequestSummary>
          bulkActionButtons={false}
          rowClick={(id) => requestPath(Number(id))}
          empty={<Typography sx={{ p: 2 }}>{translate('requests.empty')}</Typography>}
        >
          <DataTable.Col source="due_date" label="requests.fields.due_date">
            <DueDate />
          </DataTable.Col>
          <DataTable.Col source="state" label="requests.fields.state">
            <State />
          </DataTable.Col>
          <DataTable.Col source="title" label="requests.fields.title" />
          {/* Sorted by the center's name (the API's `center` ordering). */}
          <DataTable.Col source="center" label="requests.fields.center">
            <TextField source="center.name" />
          </DataTable.Col>
          <DataTable.Col source="kind" label="requests.fields.kind" disableSort>
            <Kind />
          </DataTable.Col>
          <DataTable.Col source="target_name" label="requests.fields.target" disableSort />
          <DataTable.Col source="answered_at" label="requests.fields.answered_at">
            <KindField source="answered_at" kind={{ kind: 'date' }} />
          </DataTable.Col>
        </DataTable>
      </List>
    </Box>
  );
};

export default RequestListPage;
