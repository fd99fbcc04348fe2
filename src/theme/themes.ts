import type { Theme } from '@mui/material';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { PhoneReadyDataTableRow, phoneTableStyles } from '../common/phoneTables';

/**
 * Shared by both modes, so every page gets them without asking: DataTables read as one column on a phone
 * (src/common/phoneTables.tsx), and tab bars scroll instead of overflowing the screen.
 */
const responsiveComponents = {
  // A table wider than the page scrolls inside itself (the page keeps the screen's width, see RaLayout).
  RaDataTable: {
    styleOverrides: {
      root: (props: { theme: Theme }) => ({
        '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
        // Half of MUI's 16 px between columns (the table's edges keep theirs): nine columns of a waste plan or a
        // project's tasks fit a 1366 px screen instead of scrolling their last column out of sight (issue 34).
        [props.theme.breakpoints.up('sm')]: {
          '& .MuiTableCell-root': { paddingLeft: props.theme.spacing(1), paddingRight: props.theme.spacing(1) },
          '& .MuiTableCell-root:first-of-type': { paddingLeft: props.theme.spacing(2) },
          '& .MuiTableCell-root:last-of-type': { paddingRight: props.theme.spacing(2) },
        },
        ...phoneTableStyles(props),
      }),
    },
  },
  RaDataTableBody: { defaultProps: { row: PhoneReadyDataTableRow } },
  // react-admin lets the page grow as wide as its content ('fit-content', for wide tables): a form beside its
  // history grew the page past the screen. The page is the screen's width at every size, so text wraps, tabs
  // and wide tables scroll inside themselves, and nothing scrolls the whole page sideways.
  RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
  MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } },
  // Below md react-admin floats the Create button over the page: a list toolbar holding nothing else left an
  // empty 56 px band above the filters. It folds away; the floating button stays where it is.
  RaTopToolbar: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        [theme.breakpoints.down('md')]: { '&:not(:has(> :not(.RaCreateButton-floating)))': { minHeight: 0, padding: 0 } },
      }),
    },
  },
} as RaThemeOptions['components'];

/**
 * What every page needs to be usable without a mouse or a screen (WCAG 2.1 AA, issue 25), as component defaults:
 * a visible focus ring, and checkboxes named on their input.
 */
const accessibleComponents = (primary: string) =>
  ({
    MuiCssBaseline: {
      styleOverrides: {
        // MUI shows keyboard focus only as a faint ripple (none at all with reduced motion): a ring everyone can see.
        // Two classes: ButtonBase's own `outline: 0` is one class, injected after the global styles.
        '.MuiButtonBase-root.Mui-focusVisible, a:focus-visible': { outline: `2px solid ${primary}`, outlineOffset: 2 },
        // A plain link (react-router's Link: no MUI class) reads in the theme's colour, not the browser's blue and
        // purple; it stays underlined, so it is told from the text around it without its colour (issue 34).
        'a:not([class])': { color: primary, textDecorationColor: 'currentColor' },
        // On the coloured app bar a ring in the primary colour would vanish: it takes the bar's text colour.
        '.MuiAppBar-root .MuiButtonBase-root.Mui-focusVisible': { outlineColor: 'currentColor' },
        // A table row opened with Enter (LabelledDataTableRow): the ring inside, where the table does not clip it.
        'tr:focus-visible': { outline: `2px solid ${primary}`, outlineOffset: -2 },
        // A chosen option of a multiple choice (a residue, a hazard class) wraps inside its chip instead of ending in "…".
        '.MuiAutocomplete-tag.MuiChip-root': { height: 'auto', maxWidth: '100%' },
        // A long e-mail in it ("Ana Gutiérrez (ana.gutierrez@conservascantabrico.example)") breaks anywhere on a phone.
        '.MuiAutocomplete-tag .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', paddingTop: 2, paddingBottom: 2 },
      },
    },
    // react-admin writes an empty list's message in the "disabled" grey (2.7:1), and its access-denied, not-found
    // and error pages at half opacity (2.1:1): in the secondary text colour, fully opaque.
    RaEmpty: {
      styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '& .RaEmpty-message': { color: theme.palette.text.secondary } }) },
    },
    RaAccessDenied: { styleOverrides: { root: { '& .RaAccessDenied-message': { opacity: 1 } } } },
    RaNotFound: { styleOverrides: { root: { '& .RaNotFound-message': { opacity: 1 } } } },
    RaAuthenticationError: { styleOverrides: { root: { '& .RaAuthenticationError-message': { opacity: 1 } } } },
    RaError: { styleOverrides: { root: { opacity: 1 } } },
    MuiCheckbox: {
      defaultProps: {
        // MUI puts a Checkbox's aria-label on its wrapping span, where it names nothing (react-admin's row selection
        // boxes): it names the input instead.
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: ({ 'aria-label': label }: { 'aria-label'?: string }) => (label ? { 'aria-label': label } : {}),
        },
      },
    },
  }) as RaThemeOptions['components'];

// Green for an environmental product; everything else is react-admin's default theme. The light palette's
// colours are a shade darker than MUI's so that their text reads at 4.5:1 on white and on a filled input
// (MUI's orange warning reads at 3.1:1 under white text).
const LIGHT_PRIMARY = '#276e2b';
const DARK_PRIMARY = '#81c784';

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: LIGHT_PRIMARY },
    secondary: { main: '#1b5e20' },
    warning: { main: '#a84b00' },
    error: { main: '#b71c1c' },
    info: { main: '#01579b' },
  },
  components: { ...defaultLightTheme.components, ...responsiveComponents, ...accessibleComponents(LIGHT_PRIMARY) },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: DARK_PRIMARY }, secondary: { main: '#2e7d32' } },
  components: { ...defaultDarkTheme.components, ...responsiveComponents, ...accessibleComponents(DARK_PRIMARY) },
};

const NO_TIME = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * For people who ask their system for less motion (WCAG 2.3.3): menus, dialogs and panels appear without
 * sliding or fading, and spinners and progress bars stand still instead of looping.
 */
export const withReducedMotion = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  transitions: { ...theme.transitions, duration: NO_TIME },
  components: {
    ...theme.components,
    MuiCssBaseline: {
      ...theme.components?.MuiCssBaseline,
      styleOverrides: {
        ...(theme.components?.MuiCssBaseline?.styleOverrides as object | undefined),
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto !important',
        },
      },
    },
  },
});
