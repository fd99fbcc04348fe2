import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Role } from '../../../contract/roles';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';
import { usePageTitle } from '../../common/usePageTitle';
import { HistoryTimeline } from '../../history/HistoryTimeline';
import { RequestAnswerForm } from './RequestAnswerForm';
import { RequestAnswerView } from './RequestAnswerView';
import { RequestAsked } from './RequestAsked';
import { RequestReview } from './RequestReview';
import { awaitsClient } from './requestParts';

/**
 * /requests/{id} (the mails' link): what is asked and of which center; for the client while it is open or returned,
 * the answer form, read-only once sent; for staff, the answer with its files and readings, and accept, return or cancel
 * as the state allows.
 */
const RequestPage = () => {
  const { requestId = '' } = useParams<'requestId'>();
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  const { data: request, error, setData } = useModuleQuery((provider) => provider.getRequest(requestId), `requests/${requestId}`);
  usePageTitle(request?.title);
  if (!request) return <QueryState error={error} />;
  const answers = role === 'client' && awaitsClient(request.state);
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={request.title} />
      <Card>
        <CardContent>
          <Typography variant="overline" component="p" color="text.secondary">
            {translate('requests.number', { id: request.id })}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {request.title}
          </Typography>
        </CardContent>
      </Card>
      {request.state === 'returned' && request.return_reason && (
        <Alert severity="warning">{translate('requests.returned_because', { reason: request.return_reason })}</Alert>
      )}
      {request.state === 'cancelled' && <Alert severity="info">{translate('requests.cancelled_notice')}</Alert>}
      <RequestAsked request={request} />
      {answers ? (
        <>
          {/* A returned answer: what was sent before, beside the form that replaces it. */}
          {request.answered_at && <RequestAnswerView request={request} />}
          <RequestAnswerForm request={request} onAnswered={setData} />
        </>
      ) : (
        <>
          <RequestAnswerView request={request} />
          {role !== 'client' && <RequestReview request={request} onReviewed={setData} />}
        </>
      )}
      <HistoryTimeline table="client_request" recordId={request.id} version={request} />
    </Box>
  );
};

export default RequestPage;
