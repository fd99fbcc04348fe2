import { Box } from '@mui/material';
import { useRecordContext, useResourceContext } from 'react-admin';
import { tableOfResource } from './historyTables';
import { HistoryTimeline } from './HistoryTimeline';

/** The record's change history beside its edit form: <Edit aside={<HistoryAside />}>. */
export const HistoryAside = () => {
  const record = useRecordContext();
  const table = tableOfResource(useResourceContext());
  if (!record || !table) return null;
  return (
    <Box sx={{ width: { xs: '100%', md: 360 }, flexShrink: 0, ml: { md: 2 }, mt: { xs: 2, md: 0 } }}>
      <HistoryTimeline table={table} recordId={record.id} version={record} />
    </Box>
  );
};

/** Spread into an <Edit>: the history beside the form on wide screens, below it on narrow ones. */
export const withHistory = {
  aside: <HistoryAside />,
  sx: {
    '& .RaEdit-main': { flexDirection: { xs: 'column', md: 'row' }, alignItems: { md: 'flex-start' } },
    // The form gives way to the history instead of pushing the page wider (a wide table in it scrolls).
    '& .RaEdit-card': { minWidth: 0 },
  },
};
