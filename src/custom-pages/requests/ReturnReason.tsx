import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RequestSummary } from '../../dataProvider/clientRequests';

/** Why a returned request came back to the client, under its line in a list. */
export const ReturnReason = ({ request }: { request: RequestSummary }) => {
  const translate = useTranslate();
  if (!request.return_reason) return null;
  return (
    <Typography component="span" variant="body2" color="error" sx={{ display: 'block' }}>
      {translate('requests.returned_because', { reason: request.return_reason })}
    </Typography>
  );
};
