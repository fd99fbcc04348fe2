import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A center page for a center that does not exist or that the user may not see: the API answers 404 for both. */
export const CenterNotFound = () => {
  const translate = useTranslate();
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {translate('errors.not_found', { _: 'What you are looking for does not exist or has been deleted.' })}
    </Alert>
  );
};
