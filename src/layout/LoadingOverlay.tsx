import { Backdrop, CircularProgress, Typography } from '@mui/material';

/** Full-screen veil with a spinner and a message, over everything while something long happens. */
export const LoadingOverlay = ({ message, open = true }: { message: string; open?: boolean }) => (
  <Backdrop open={open} sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff', flexDirection: 'column', gap: 2 }}>
    <CircularProgress color="inherit" aria-label={message} />
    <Typography variant="h6" component="p" role="status">
      {message}
    </Typography>
  </Backdrop>
);
