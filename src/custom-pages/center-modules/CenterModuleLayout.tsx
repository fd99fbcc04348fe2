import { useModuleCenter } from '../../common/useModuleCenter';
import { CenterZone } from '../../common/centerZone';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import type { CenterModule } from '../../../contract/modules';
import { CenterBreadcrumbs } from '../../common/PageFrame';
import { centerHomePath } from '../../resources/center/centerPaths';

export interface ModuleTab {
  key: string;
  /** Translation key of the tab. */
  label: string;
  to: string;
}

/** Frame of the document, pest-control, indicator and residue module pages: center > module > page, the heading, its tabs. */
export const CenterModuleLayout = ({
  module,
  heading,
  tabs,
  current,
  children,
}: {
  module: CenterModule;
  /** Already translated. */
  heading: string;
  tabs?: ModuleTab[];
  current?: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const { centerId, center, instead } = useModuleCenter(module, translate(`modules.${module}`, { _: module }));
  if (instead) return instead;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={`${center.name} · ${translate(`modules.${module}`, { _: module })}`} />
      <Card>
        <CardContent sx={{ pb: tabs ? 0 : undefined }}>
          <CenterBreadcrumbs
            centerId={centerId}
            centerName={center.name}
            module={translate(`modules.${module}`, { _: module })}
            moduleHome={tabs?.[0]?.to ?? centerHomePath(centerId)}
            page={heading}
          />
          <Typography variant="h5" component="h1">
            {heading}
          </Typography>
          {tabs && (
            <Tabs
              value={current ?? false}
              variant="scrollable"
              scrollButtons="auto"
              aria-label={translate(`modules.${module}`, { _: module })}
            >
              {tabs.map((tab) => (
                <Tab key={tab.key} value={tab.key} component={Link} to={tab.to} label={translate(tab.label, { _: tab.key })} />
              ))}
            </Tabs>
          )}
        </CardContent>
      </Card>
      <CenterZone center={center}>{children}</CenterZone>
    </Box>
  );
};
