import { useModuleCenter } from '../../common/useModuleCenter';
import { CenterZone } from '../../common/centerZone';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { Role } from '../../../contract/roles';
import { canAccess } from '../../authProvider/canAccess';
import { CenterBreadcrumbs } from '../../common/PageFrame';
import { LEGAL_MODULE_PAGES, legalModulePagePath, type LegalModulePage } from './paths';

/** The module's sub-navigation: only the pages the signed-in role may open. */
const ModuleTabs = ({ centerId, current }: { centerId: string; current: LegalModulePage }) => {
  const translate = useTranslate();
  const { permissions: role } = usePermissions<Role>();
  const pages = (Object.keys(LEGAL_MODULE_PAGES) as LegalModulePage[]).filter((page) =>
    canAccess(role, { resource: LEGAL_MODULE_PAGES[page].resource, action: 'show' }),
  );
  return (
    <Tabs
      value={current}
      variant="scrollable"
      scrollButtons="auto"
      // Six tabs fit beside the sidebar on a laptop screen when they keep to their text's width.
      sx={{ '& .MuiTab-root': { minWidth: 0, px: 1.5 } }}
      aria-label={translate('legalModule.navigation', { _: 'Legal requirement module' })}
    >
      {pages.map((page) => (
        <Tab
          key={page}
          value={page}
          component={Link}
          to={legalModulePagePath(centerId, page)}
          label={translate(`legalModule.pages.${page}`, { _: page })}
        />
      ))}
    </Tabs>
  );
};

/** Frame of every module page: the center's name, the sub-navigation and the page's own content. */
export const LegalModuleLayout = ({
  page,
  title,
  children,
}: {
  page: LegalModulePage;
  /** The heading of the page; the sub-page name by default. */
  title?: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const moduleName = translate('modules.legal-requirement', { _: 'Legal requirements' });
  const { centerId, center, instead } = useModuleCenter('legal-requirement', moduleName);
  if (instead) return instead;
  const heading = title ?? translate(`legalModule.pages.${page}`, { _: page });
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={`${center.name} · ${translate('modules.legal-requirement', { _: 'Legal requirements' })}`} />
      <Card>
        <CardContent sx={{ pb: 0 }}>
          <CenterBreadcrumbs
            centerId={centerId}
            centerName={center.name}
            module={moduleName}
            moduleHome={legalModulePagePath(centerId, 'inventory')}
            page={heading}
          />
          <Typography variant="h5" component="h1">
            {heading}
          </Typography>
          <ModuleTabs centerId={centerId} current={page} />
        </CardContent>
      </Card>
      <CenterZone center={center}>{children}</CenterZone>
    </Box>
  );
};
