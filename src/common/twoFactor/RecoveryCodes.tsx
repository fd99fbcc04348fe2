import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The ten one-use recovery codes, shown once: the person keeps them (downloaded as text) before leaving. */
export const RecoveryCodes = ({ codes }: { codes: string[] }) => {
  const translate = useTranslate();
  const download = () => {
    const text = `${translate('two_factor.recovery_file_header')}\n\n${codes.join('\n')}\n`;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    link.download = 'envcomply-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <Box sx={{ my: 1 }}>
      <Alert severity="warning">{translate('two_factor.recovery_codes_once')}</Alert>
      <Box
        component="ul"
        aria-label={translate('two_factor.recovery_codes')}
        // A code is 23 characters: one column on a phone, two where they fit side by side.
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'max-content', sm: 'repeat(2, max-content)' },
          gap: 1,
          columnGap: 4,
          p: 0,
          my: 2,
          listStyle: 'none',
        }}
      >
        {codes.map((code) => (
          <Box component="li" key={code} sx={{ fontFamily: 'monospace', fontSize: '1rem', whiteSpace: 'nowrap', letterSpacing: '0.05em' }}>
            {code}
          </Box>
        ))}
      </Box>
      <Button size="small" startIcon={<DownloadIcon />} onClick={download}>
        {translate('two_factor.download_codes')}
      </Button>
    </Box>
  );
};
