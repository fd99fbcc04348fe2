import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Component defaults that speak the user's language: a progress bar or spinner without a name of its own (a
 * page loading, react-admin's list and app-bar indicators) is announced as "Cargando…" (WCAG 4.1.2).
 */
export const TranslatedDefaults = ({ children }: { children: ReactNode }) => {
  const loadingLabel = useTranslate()('app.loading', { _: 'Loading…' });
  const withDefaults = useCallback(
    (theme: Theme): Theme => {
      const loading = { defaultProps: { 'aria-label': loadingLabel } };
      return {
        ...theme,
        components: {
          ...theme.components,
          MuiLinearProgress: { ...theme.components?.MuiLinearProgress, ...loading },
          MuiCircularProgress: { ...theme.components?.MuiCircularProgress, ...loading },
        },
      };
    },
    [loadingLabel],
  );
  return <ThemeProvider theme={withDefaults}>{children}</ThemeProvider>;
};
