import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useModuleQuery } from '../../common/useModuleQuery';
import type { RequestSummary } from '../../dataProvider/clientRequests';

/** Why a returned request came back to the client, under its line in a list. */
export const ReturnReason = ({ request }: { request: RequestSummary & { return_reason?: string | null } }) => {
  const translate = useTranslate();
  // The list answers the reason when it has it; otherwise the request is read whole (a card shows at most five).
  const inList = request.return_reason !== undefined;
  const { data } = useModuleQuery(inList ? undefined : (provider) => provider.getRequest(request.id), `requests/${request.id}`, {
    quiet: true,
  });
  const reason = inList ? request.return_reason : data?.return_reason;
  if (!reason) return null;
  return (
    <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }}>
      {translate('requests.returned_because', { reason })}
    </Typography>
  );
};
