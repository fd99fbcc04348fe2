import { lazy, Suspense, type ReactNode } from 'react';
import type { Theme } from '@mui/material';

/**
 * Every react-admin DataTable at phone width (issue 14): one readable column instead of a table wider than
 * the screen. Nothing per list: the theme gives every DataTable body this row (LabelledDataTableRow.tsx, loaded with
 * the first list rather than with the login page), which writes each column's
 * translated label into its cell (`data-label`), and `phoneTableStyles` turns the table into cards below
 * the `sm` breakpoint: the first column as the card's title, the others as "label  value" lines, the
 * selection checkbox in the card's corner, the header hidden. Wider screens see the table unchanged.
 */
const LabelledRow = lazy(() => import('./LabelledDataTableRow'));
export const PhoneReadyDataTableRow = (props: { children?: ReactNode }) => (
  <Suspense fallback={null}>
    <LabelledRow {...props} />
  </Suspense>
);

/** The class names of a table's parts, for the phone layout. */
interface TableParts {
  table: string;
  body: string;
  head: string;
  row: string;
  cell: string;
  extra?: Record<string, unknown>;
}

/** Below `sm`: the table as cards, the first column the title, the others "label  value" lines (cells carry `data-label`). */
const phoneCards = (theme: Theme, { table, body, head, row, cell, extra = {} }: TableParts) => ({
  [theme.breakpoints.down('sm')]: {
    [`& ${table}, & ${body}`]: { display: 'block', width: '100%' },
    // The column headers (and their sort buttons) make no sense once the columns are lines of a card.
    [`& ${head}`]: { display: 'none' },
    [`& ${row}`]: {
      display: 'block',
      position: 'relative',
      padding: theme.spacing(1, 0),
      borderBottom: `1px solid ${theme.palette.divider}`,
    },
    [`& ${cell}`]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: theme.spacing(1),
      border: 'none',
      padding: theme.spacing(0.25, 2),
      textAlign: 'left',
      width: 'auto',
      maxWidth: 'none',
      overflowWrap: 'anywhere',
    },
    // Label and value in two columns: a long value wraps in its own column instead of dropping under its label
    // (a plain text value is no element, so only a grid can place it).
    [`& ${cell}[data-label]`]: { display: 'grid', gridTemplateColumns: '38% minmax(0, 1fr)' },
    [`& ${cell}[data-label] > *`]: { gridColumn: 2 },
    [`& ${cell}[data-label]::before`]: {
      content: 'attr(data-label)',
      gridColumn: 1,
      color: theme.palette.text.secondary,
      fontSize: '0.8125rem',
      // A long label (a project's name) wraps in its column even where the value must not.
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      paddingRight: theme.spacing(1),
    },
    // A chip (a due date, a state) wraps its label in the narrow value column rather than cutting the date.
    [`& ${cell} .MuiChip-root`]: { height: 'auto', minHeight: 24, maxWidth: '100%', justifySelf: 'start' },
    [`& ${cell} .MuiChip-label`]: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
    // The first column names the record: the card's title, without its label.
    [`& td:first-of-type${cell}, & td:not(${cell}) + ${cell}`]: {
      display: 'block',
      fontWeight: 500,
      fontSize: '1rem',
      paddingRight: theme.spacing(6),
      '&::before': { display: 'none' },
    },
    ...extra,
  },
});

/** The phone layout of every DataTable, as a style override of RaDataTable's root. */
export const phoneTableStyles = ({ theme }: { theme: Theme }) =>
  phoneCards(theme, {
    table: '.RaDataTable-table',
    body: '.RaDataTable-tbody',
    head: '.RaDataTable-thead',
    row: '.RaDataTable-row',
    cell: '.RaDataTable-rowCell',
    extra: {
      '& .RaDataTable-row > td.MuiTableCell-paddingCheckbox': {
        position: 'absolute',
        top: 0,
        right: 0,
        width: 'auto',
        padding: 0,
        border: 'none',
      },
      '& .RaDataTable-expandIconCell': { display: 'none' },
    },
  });

/** The same layout for a plain MUI Table of a custom page (its body cells given `data-label`): the container's `sx`. */
export const plainTablePhoneStyles = (theme: Theme) =>
  phoneCards(theme, {
    table: '.MuiTable-root',
    body: '.MuiTableBody-root',
    head: '.MuiTableHead-root',
    row: '.MuiTableRow-root',
    cell: '.MuiTableCell-body',
  });
