import { Box, type BoxProps } from '@mui/material';

/** The width a filter or report field takes in a FieldRow: a date, a choice or a short search fit in it. */
export const FIELD_ROW_WIDTH = 220;

/**
 * A row of filters or report fields (a searcher, a date range and its button), as react-admin's list filters look:
 * each field about 220 px wide, side by side, wrapping to a second line when they do not fit; on a phone one field a
 * line. The theme makes every field full width (right in a form), which stacked a searcher's five filters one per
 * line and stretched two dates across the page (issue 34).
 */
export const FieldRow = ({ sx, children, ...props }: BoxProps) => (
  <Box
    {...props}
    sx={[
      (theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 2,
        rowGap: 0,
        '& > *': { flex: `0 1 ${FIELD_ROW_WIDTH}px`, minWidth: 0 },
        // The fields inside a child (a reference input's wrapper, a lazy picker) take the child's width.
        '& > * .MuiFormControl-root, & > * .MuiAutocomplete-root': { width: '100%' },
        // A button keeps its own width.
        '& > .MuiButtonBase-root': { flex: 'none' },
        [theme.breakpoints.down('sm')]: { '& > *:not(.MuiButtonBase-root)': { flex: '1 1 100%' } },
      }),
      ...(Array.isArray(sx) ? sx : [sx]),
    ]}
  >
    {children}
  </Box>
);
