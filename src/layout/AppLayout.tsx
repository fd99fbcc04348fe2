import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, TitlePortal } from 'react-admin';
import { useTabTitleFromAppBar } from '../common/usePageTitle';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';
import { LongOperationProvider } from './LongOperation';
import { PageTrail } from './PageTrail';

// Language and colour mode live in the user menu, so the bar only shows the title and activity.
const AppAppBar = () => {
  useTabTitleFromAppBar();
  return (
    <AppBar userMenu={<AppUserMenu />} toolbar={<LoadingIndicator />}>
      {/* A long title (center · module on a phone) ends in an ellipsis instead of being cut. */}
      <TitlePortal sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} />
    </AppBar>
  );
};

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <LongOperationProvider>
    <Layout appBar={AppAppBar} menu={AppMenu}>
      <PageTrail />
      {children}
    </Layout>
  </LongOperationProvider>
);
