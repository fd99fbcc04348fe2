import DomainIcon from '@mui/icons-material/Domain';
import PlaceIcon from '@mui/icons-material/Place';
import { Alert, Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  CanAccess,
  EditButton,
  type Identifier,
  Loading,
  RecordContextProvider,
  Title,
  useGetOne,
  useLocaleState,
  usePermissions,
  useTranslate,
} from 'react-admin';
import type { CenterModule } from '../../../contract/modules';
import type { Role } from '../../../contract/roles';
import { CenterZone } from '../../common/centerZone';
import { canOpenModule } from '../../common/moduleAccess';
import { LogoField } from '../../common/LogoField';
import { CenterFiguresCard } from '../../dashboard/CenterFiguresCard';
import { useCenterFigures } from '../../custom-pages/legal-module/expiry';
import { legalModulePagePath } from '../../custom-pages/legal-module/paths';
import { aspectsPath } from '../../custom-pages/aspects/paths';
import { improvementPath, processesPath } from '../../custom-pages/risks/paths';
import { wasteTabPath } from '../../custom-pages/waste-module/paths';
import { ClockBadge } from '../../custom-pages/waste-module/ClockBadge';
import { dddModulePath, enterpriseDocumentsPath, indicatorModulePath } from '../../custom-pages/center-modules/paths';
import { CenterModuleAlerts } from '../../custom-pages/center-modules/CenterModuleAlerts';
import { CenterAgendaCard } from '../../custom-pages/agenda/CenterAgendaCard';
import { CenterReportsCard } from '../../custom-pages/center-reports/CenterReportsCard';
import { RequestsCard } from '../../custom-pages/requests/RequestsCard';
import { communityName } from './autonomousCommunities';
import { ModuleActivationButton } from './CenterButtons';
import { CenterNotFound } from './CenterNotFound';
import { MODULE_ICONS, moduleLabel, useCenterModules } from './centerModules';
import type { Center } from './types';

const addressOf = (center: Center, locale: string) =>
  [
    center.address,
    [center.postal_code, center.municipality].filter(Boolean).join(' '),
    center.province,
    communityName(center.autonomous_community, locale),
  ]
    .filter(Boolean)
    .join(', ');

const Detail = ({ icon, children }: { icon: ReactNode; children: ReactNode }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
    {icon}
    <Typography variant="body2">{children}</Typography>
  </Stack>
);

// The first page of each module that is built; the others say so instead of linking to a missing page.
const MODULE_HOMES: Partial<Record<CenterModule, (centerId: Identifier) => string>> = {
  'legal-requirement': (centerId) => legalModulePagePath(centerId, 'inventory'),
  'environmental-aspects': (centerId) => aspectsPath(centerId),
  'risk-opportunity': (centerId) => processesPath(centerId),
  improvement: (centerId) => improvementPath(centerId),
  residue: (centerId) => wasteTabPath(centerId, 'identification'),
  document: (centerId) => enterpriseDocumentsPath(centerId),
  ddd: (centerId) => dddModulePath(centerId),
  indicator: (centerId) => indicatorModulePath(centerId, 'process'),
};

const ModuleCard = ({ module, centerId }: { module: CenterModule; centerId: Identifier }) => {
  const translate = useTranslate();
  const Icon = MODULE_ICONS[module];
  const home = MODULE_HOMES[module];
  const content = (
    <CardContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}>
      <Icon color="primary" sx={{ fontSize: 40 }} />
      <Typography variant="h6" component="h3">
        {translate(moduleLabel(module), { _: module })}
      </Typography>
      {!home && <Chip size="small" variant="outlined" label={translate('resources.center.home.coming_soon', { _: 'Coming soon' })} />}
      {module === 'residue' && <ClockBadge centerId={centerId} />}
    </CardContent>
  );
  return (
    <Card variant="outlined" component="section" aria-label={translate(moduleLabel(module), { _: module })}>
      {home ? (
        <CardActionArea component={Link} to={home(centerId)}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
};

/** /center/{centerId}/home: any role that sees the center; its details and the modules it uses. */
const CenterHomePage = () => {
  const { centerId = '' } = useParams<'centerId'>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: center, error } = useGetOne<Center>('center', { id: Number(centerId) }, { retry: false });
  const [modules] = useCenterModules(center?.id);
  const figures = useCenterFigures(centerId);
  const { permissions: role } = usePermissions<Role>();

  if (error) return <CenterNotFound />;
  if (!center || !modules) return <Loading />;
  const activeModules = modules.filter((state) => state.is_active);
  // A module the role cannot open gets no card (the server refuses clients and collaborators risks and improvement).
  const openableModules = activeModules.filter((state) => canOpenModule(role, state.module));

  return (
    <CenterZone center={center}>
      <RecordContextProvider value={center}>
        <Title title={center.name} />
        <Card sx={{ mt: 2 }}>
          <CardContent sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
            <LogoField size={96} />
            <Stack spacing={0.75} sx={{ flex: 1, minWidth: 240 }}>
              <Typography variant="h5" component="h1">
                {center.name}
              </Typography>
              <Detail icon={<DomainIcon fontSize="small" />}>{center.enterprise.name}</Detail>
              <Detail icon={<PlaceIcon fontSize="small" />}>{addressOf(center, locale)}</Detail>
            </Stack>
            <CanAccess resource="center" action="edit">
              <Stack direction="row" spacing={1}>
                <EditButton resource="center" />
                <ModuleActivationButton />
              </Stack>
            </CanAccess>
          </CardContent>
        </Card>
        {activeModules.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <CenterAgendaCard centerId={center.id} />
          </Box>
        )}
        <Box sx={{ mt: 2 }}>
          <RequestsCard which="center" centerId={center.id} canAsk={role !== 'client'} />
        </Box>
        <Box sx={{ mt: 2 }}>
          <CenterReportsCard centerId={center.id} withAuditPack={activeModules.some((state) => state.module === 'legal-requirement')} />
        </Box>
        {figures && (
          <>
            <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1.5 }}>
              {translate('home.figures', { _: 'Center status' })}
            </Typography>
            <CenterFiguresCard figures={figures} withName={false} />
          </>
        )}
        <CenterModuleAlerts centerId={center.id} active={activeModules.map((state) => state.module)} />
        <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1.5 }}>
          {translate('resources.center.home.modules', { _: 'Active modules' })}
        </Typography>
        {openableModules.length === 0 ? (
          <Alert severity="info">{translate('resources.center.home.no_modules', { _: 'No module is active for this center yet.' })}</Alert>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2 }}>
            {openableModules.map(({ module }) => (
              <ModuleCard key={module} module={module} centerId={center.id} />
            ))}
          </Box>
        )}
      </RecordContextProvider>
    </CenterZone>
  );
};

export default CenterHomePage;
