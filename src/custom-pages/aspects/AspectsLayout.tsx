import { useModuleCenter } from '../../common/useModuleCenter';
import { CenterZone } from '../../common/centerZone';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { formatDate } from '../../../contract/field-kinds';
import { Trail } from '../../common/Trail';
import { usePageTitle } from '../../common/usePageTitle';
import { centerHomePath } from '../../resources/center/centerPaths';
import { aspectsPath } from './paths';

/** The module's sections, its tabs (spec §2), in the order a center works through them. */
export const ASPECTS_SECTIONS = [
  'life-cycle-stage',
  'aspect-evaluation',
  'good-practice-evaluation',
  'practice-action',
  'environmental-indicator',
  'evaluation-periodicity',
] as const;

/** The section the current address is in (its first segment below the center), or false on the module's home. */
const useSection = (centerId: string) => {
  const { pathname } = useLocation();
  const rest = pathname.slice(aspectsPath(centerId).length).split('/')[0];
  return (ASPECTS_SECTIONS as readonly string[]).includes(rest) ? rest : false;
};

/**
 * The module's frame, the one the other center modules use: center > module > sections > page, the heading
 * with the page's actions beside it, and the module's tabs. A center the user may not see (the API answers
 * 404) shows the not-found page instead.
 */
export const AspectsLayout = ({
  title,
  trail = [],
  children,
  actions,
}: {
  title: string;
  trail?: { label: string; to: string }[];
  children: ReactNode;
  actions?: ReactNode;
}) => {
  const translate = useTranslate();
  const moduleName = translate('modules.environmental-aspects', { _: translate('aspects.module') });
  const { centerId, center, instead } = useModuleCenter('environmental-aspects', moduleName);
  const section = useSection(centerId);
  usePageTitle(center ? `${title} · ${center.name}` : title);
  if (instead) return instead;
  const crumbs = [
    { name: center.name, to: centerHomePath(centerId) },
    { name: moduleName, to: aspectsPath(centerId) },
    ...trail.map((step) => ({ name: step.label, to: step.to })),
    { name: title },
  ];
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Title title={`${center.name} · ${moduleName}`} />
      <Card>
        <CardContent sx={{ pb: 0 }}>
          <Trail crumbs={crumbs} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', maxWidth: '100%' }}>{actions}</Box>}
          </Box>
          <Tabs
            value={section}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={moduleName}
            sx={{ '& .MuiTab-root': { minWidth: 0, px: 1.5 } }}
          >
            {ASPECTS_SECTIONS.map((key) => (
              <Tab key={key} value={key} component={Link} to={aspectsPath(centerId, key)} label={translate(`aspects.pages.${key}`)} />
            ))}
          </Tabs>
        </CardContent>
      </Card>
      <CenterZone center={center}>{children}</CenterZone>
    </Box>
  );
};

/** One evaluation's title, in the singular: "Evaluación de aspectos del 15/03/2025" (its name alone while it loads). */
export const evaluationTitle = (
  translate: (key: string, options?: Record<string, unknown>) => string,
  kind: 'aspect-evaluation' | 'good-practice-evaluation',
  date: string | null | undefined,
) => {
  const name = translate(`resources.${kind}.name`, { smart_count: 1 });
  return date ? translate('aspects.evaluation_of', { name, date: formatDate(date) }) : name;
};

/** dd/MM/yyyy, or a dash when there is no date. */
export const ddmmyyyy = (day: string | null | undefined) => (day ? formatDate(day) : '—');
