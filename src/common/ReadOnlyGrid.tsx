import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { FULL_ROW } from './FormGrid';

/**
 * A record's labelled values side by side from tablet width up, stacked on phones: the read-only view of a record
 * whose edit form is staff-only. A child with the FULL_ROW class takes a whole row.
 */
export const ReadOnlyGrid = ({ children }: { children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
      columnGap: 3,
      rowGap: 1.5,
      maxWidth: 960,
      overflowWrap: 'anywhere',
      [`& .${FULL_ROW}`]: { gridColumn: '1 / -1', whiteSpace: 'pre-line' },
      // A due date's chip keeps its own width rather than the column's.
      '& .MuiChip-root': { alignSelf: 'flex-start' },
    }}
  >
    {children}
  </Box>
);
