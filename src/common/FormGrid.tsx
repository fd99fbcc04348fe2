import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Class name of an input that takes a whole row of a FormGrid. */
export const FULL_ROW = 'full-row';

/** The narrowest column of a FormGrid: an ordinary value (a consultancy's name, a street address) shows whole in it. */
const COLUMN_WIDTH = 380;

/**
 * Equal columns (`1fr 1fr`) as many as asked for where the form has room for them, fewer where it has not: a form
 * beside its history at 1366 px takes one column rather than two that cut a consultancy's name (issue 34). Other
 * templates (`2fr 1fr`) are kept as written.
 */
const gridColumns = (columns: string) => {
  const count = columns.trim().split(/\s+/).length;
  if (!/^(1fr\s*)+$/.test(columns.trim()) || count < 2) return columns;
  return `repeat(auto-fit, minmax(max(min(100%, ${COLUMN_WIDTH}px), calc((100% - ${count - 1} * 16px) / ${count})), 1fr))`;
};

/** Inputs side by side from tablet width up (`columns` as CSS grid columns), stacked on phones. */
export const FormGrid = ({ columns, children }: { columns: string; children: ReactNode }) => (
  <Box
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: gridColumns(columns) },
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
