import type { ReactNode } from 'react';
import { Box } from '@mui/material';

// Read by screen readers, not shown (MUI's visuallyHidden).
export const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * A chart with its text alternative (WCAG 1.1.1): the figure is named by a summary that screen readers read and
 * that says where the same figures stand as a table on the page. The chart is not hidden from them: it holds
 * focusable parts, and a hidden focusable element is a violation of its own.
 */
export const ChartFigure = ({ summary, children }: { summary: string; children: ReactNode }) => (
  <Box component="figure" sx={{ m: 0, position: 'relative' }}>
    <Box component="figcaption" sx={VISUALLY_HIDDEN}>
      {summary}
    </Box>
    {children}
  </Box>
);
