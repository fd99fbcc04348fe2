import { useModuleCenter } from '../../common/useModuleCenter';
import { CenterZone } from '../../common/centerZone';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { CenterBreadcrumbs } from '../../common/PageFrame';
import { improvementHistoryPath, improvementPath, matrixPath, processesPath } from './paths';

type Module = 'risks' | 'improvement';
const TABS: Record<Module, { key: string; to: (centerId: string) => string }[]> = {
  risks: [
    { key: 'processes', to: processesPath },
    { key: 'matrix', to: matrixPath },
  ],
  improvement: [
    { key: 'actions', to: improvementPath },
    { key: 'history', to: improvementHistoryPath },
  ],
};

/** The frame of every page of both modules: center > module > page, the page heading and the module's tabs. */
export const ModuleFrame = ({ module, tab, title, children }: { module: Module; tab?: string; title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const moduleName = translate(module === 'risks' ? 'modules.risk-opportunity' : 'modules.improvement');
  const { centerId, center, instead } = useModuleCenter(module === 'risks' ? 'risk-opportunity' : 'improvement', moduleName);
  if (instead) return instead;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={`${center.name} · ${moduleName}`} />
      <Card>
        <CardContent sx={{ pb: 0 }}>
          <CenterBreadcrumbs
            centerId={centerId}
            centerName={center.name}
            module={moduleName}
            moduleHome={TABS[module][0]!.to(centerId)}
            page={title}
          />
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Tabs value={tab ?? false} aria-label={moduleName}>
            {TABS[module].map(({ key, to }) => (
              <Tab key={key} value={key} component={Link} to={to(centerId)} label={translate(`${module}.tabs.${key}`)} />
            ))}
          </Tabs>
        </CardContent>
      </Card>
      <CenterZone center={center}>{children}</CenterZone>
    </Box>
  );
};
