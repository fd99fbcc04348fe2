import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, TitlePortal } from 'react-admin';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';
import { LongOperationProvider } from './LongOperation';

// Language and colour mode live in the user menu, so the bar only shows the title and activity.
const AppAppBar = () => (
  <AppBar userMenu={<AppUserMenu />} toolbar={<LoadingIndicator />}>
    <TitlePortal />
  </AppBar>
);

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <LongOperationProvider>
    <Layout appBar={AppAppBar} menu={AppMenu}>
      {children}
    </Layout>
  </LongOperationProvider>
);
