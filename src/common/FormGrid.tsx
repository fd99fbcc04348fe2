import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Class name of an input that takes a whole row of a FormGrid. */
export const FULL_ROW = 'full-row';

/** Inputs side by side from tablet width up (`columns` as CSS grid columns), stacked on phones. */
export const FormGrid = ({ columns, children }: { columns: string; children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: columns },
      columnGap: 2,
      width: '100%',
      maxWidth: 960,
      [`& .${FULL_ROW}`]: { gridColumn: '1 / -1' },
      // A long helper or label wraps in its own column instead of widening it and squashing the other to a word.
      '& > *': { minWidth: 0 },
    }}
  >
    {children}
  </Box>
);
