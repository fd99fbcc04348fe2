import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// Green for an environmental product; everything else is react-admin's default theme.
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: { ...defaultLightTheme.palette, primary: { main: '#2e7d32' }, secondary: { main: '#1b5e20' } },
};

export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#81c784' }, secondary: { main: '#2e7d32' } },
};
