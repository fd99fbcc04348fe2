import { useCallback, type ReactNode } from 'react';
import { ThemeProvider, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Component defaults that speak the user's language: a progress bar or spinner without a name of its own (a
 * page loading, react-admin's list and app-bar indicators) is announced as "Cargando…" (WCAG 4.1.2), and the
 * phone's page buttons of a list (MUI's TablePagination, named in English by MUI) as "Ir a la página siguiente",
 * and the phone's menu drawer as "Navegación".
 */
export const TranslatedDefaults = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const loadingLabel = translate('app.loading', { _: 'Loading…' });
  const navigationLabel = translate('app.navigation', { _: 'Navigation' });
  const withDefaults = useCallback(
    (theme: Theme): Theme => {
      const loading = { defaultProps: { 'aria-label': loadingLabel } };
      const pageButtonLabel = (type: 'first' | 'last' | 'next' | 'previous') => translate(`ra.navigation.${type}`, { _: type });
      return {
        ...theme,
        components: {
          ...theme.components,
          MuiLinearProgress: { ...theme.components?.MuiLinearProgress, ...loading },
          MuiCircularProgress: { ...theme.components?.MuiCircularProgress, ...loading },
          // The phone's menu is a modal drawer (role dialog), which needs a name.
          MuiDrawer: {
            ...theme.components?.MuiDrawer,
            defaultProps: { ...theme.components?.MuiDrawer?.defaultProps, slotProps: { paper: { 'aria-label': navigationLabel } } },
          },
          MuiTablePagination: {
            ...theme.components?.MuiTablePagination,
            defaultProps: { ...theme.components?.MuiTablePagination?.defaultProps, getItemAriaLabel: pageButtonLabel },
          },
        },
      };
    },
    [loadingLabel, navigationLabel, translate],
  );
  return <ThemeProvider theme={withDefaults}>{children}</ThemeProvider>;
};
