import type { ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, TitlePortal } from 'react-admin';
import { useAppBarTitle, useTabTitleFromAppBar } from '../common/usePageTitle';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';
import { LongOperationProvider } from './LongOperation';
import { PageTrail } from './PageTrail';

const TITLE_STYLE = {
  minWidth: 0,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: { xs: 2, sm: 1 },
  fontSize: { xs: '1rem', sm: '1.25rem' },
  lineHeight: { xs: 1.2, sm: 1.6 },
} as const;

// Language and colour mode live in the user menu, so the bar only shows the title and activity.
const AppAppBar = () => {
  useTabTitleFromAppBar();
  const title = useAppBarTitle();
  return (
    <AppBar userMenu={<AppUserMenu />} toolbar={<LoadingIndicator />}>
      {/* A long title (center · module on a phone) takes two smaller lines; past them, its ellipsis has the whole title as a tooltip. */}
      <TitlePortal title={title} sx={TITLE_STYLE} />
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
