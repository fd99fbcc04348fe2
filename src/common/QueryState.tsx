import { Alert, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Where a read has not answered yet: a bar while it loads, an alert once it failed (the toast said why). */
export const QueryState = ({ error }: { error?: unknown }) => {
  const translate = useTranslate();
  if (error) return <Alert severity="error">{translate('ra.notification.http_error')}</Alert>;
  return <LinearProgress aria-label={translate('ra.page.loading')} sx={{ my: 1 }} />;
};
