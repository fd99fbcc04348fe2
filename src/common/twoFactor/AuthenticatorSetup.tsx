import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The QR code an authenticator app scans, and the same secret as text for typing it in. */
export const AuthenticatorSetup = ({ qrCode, secret }: { qrCode: string; secret: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
      <Box component="img" src={qrCode} alt={translate('two_factor.qr_alt')} sx={{ width: 180, height: 180, bgcolor: '#fff' }} />
      <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
        <Typography variant="body2" color="text.secondary">
          {translate('two_factor.secret_help')}
        </Typography>
        <Typography component="code" data-testid="two-factor-secret" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
          {secret.match(/.{1,4}/g)?.join(' ')}
        </Typography>
      </Box>
    </Box>
  );
};
