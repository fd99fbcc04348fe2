import DescriptionIcon from '@mui/icons-material/Description';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import ListAltIcon from '@mui/icons-material/ListAlt';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Button, Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useCanAccess, useTranslate } from 'react-admin';
import { EVIDENCE_STATES } from '../../contract/legal';
import { useFieldFormat } from '../common/fields';
import { EvidenceStateChip } from '../custom-pages/legal-module/evidenceStates';
import { legalModulePagePath } from '../custom-pages/legal-module/paths';
import type { HomeCenter } from '../dataProvider/home';
import { centerHomePath } from '../resources/center/centerPaths';
import { moduleLabel } from '../resources/center/centerModules';

const complianceColour = (value: number | null) =>
  value === null ? 'inherit' : value >= 80 ? 'success' : value >= 50 ? 'warning' : 'error';

/** The compliance figure of one center or of all: a big number and a bar; "no evidences yet" without any. */
export const ComplianceFigure = ({ value, label }: { value: number | null; label: string }) => {
  const translate = useTranslate();
  const { format } = useFieldFormat();
  return (
    <Box aria-label={label} role="group">
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      {value === null ? (
        <Typography color="text.secondary">{translate('home.no_evidences', { _: 'No evidences yet' })}</Typography>
      ) : (
        <>
          <Typography variant="h4" component="p" data-testid="compliance">
            {format({ kind: 'percent' }, value)}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={value}
            color={complianceColour(value)}
            aria-label={label}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </>
      )}
    </Box>
  );
};

/** Counts by state, expired and expiring evidences as chips (label with colour, never colour alone). */
export const FigureChips = ({ figures }: { figures: HomeCenter }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {figures.expired > 0 && (
        <Chip
          size="small"
          color="error"
          icon={<EventBusyIcon />}
          label={translate('home.expired', { smart_count: figures.expired, count: figures.expired, _: `${figures.expired} expired` })}
        />
      )}
      {figures.expiring > 0 && (
        <Chip
          size="small"
          color="warning"
          icon={<ScheduleIcon />}
          label={translate('home.expiring', {
            smart_count: figures.expiring,
            count: figures.expiring,
            _: `${figures.expiring} expiring soon`,
          })}
        />
      )}
      {EVIDENCE_STATES.filter((state) => figures.evidences[state] > 0).map((state) => (
        <Stack key={state} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <EvidenceStateChip state={state} />
          <Typography variant="body2">{figures.evidences[state]}</Typography>
        </Stack>
      ))}
    </Stack>
  );
};

/**
 * One center at a glance (home pages): compliance, counts, expiries, active modules and the ways in.
 * `withName` on the home list; the center's own home page already shows its name.
 */
export const CenterFiguresCard = ({ figures, withName = true }: { figures: HomeCenter; withName?: boolean }) => {
  const translate = useTranslate();
  const { canAccess: mayOpenDocuments } = useCanAccess({ resource: 'legal-document-list', action: 'show' });
  const legal = figures.active_modules.includes('legal-requirement');
  return (
    <Card variant="outlined" component="section" aria-label={figures.center.name}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {withName && (
          <Box>
            <Typography variant="h6" component="h3">
              {figures.center.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {figures.enterprise.name}
            </Typography>
          </Box>
        )}
        <ComplianceFigure value={figures.compliance} label={translate('home.compliance', { _: 'Compliance' })} />
        <Typography variant="body2" color="text.secondary">
          {translate('home.evidences', {
            smart_count: figures.evidences.total,
            count: figures.evidences.total,
            _: `${figures.evidences.total} evidences`,
          })}
          {' · '}
          {translate('home.window', {
            smart_count: figures.warning_days,
            count: figures.warning_days,
            _: `Warned ${figures.warning_days} days ahead`,
          })}
        </Typography>
        <FigureChips figures={figures} />
        <Typography variant="body2">
          <strong>{translate('home.modules', { _: 'Active modules' })}:</strong>{' '}
          {figures.active_modules.length
            ? figures.active_modules.map((module) => translate(moduleLabel(module), { _: module })).join(', ')
            : translate('home.no_modules', { _: 'No active module' })}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {withName && (
            <Button size="small" variant="contained" component={Link} to={centerHomePath(figures.center.id)}>
              {translate('home.open_center', { _: 'Open center' })}
            </Button>
          )}
          {legal && (
            <Button size="small" startIcon={<ListAltIcon />} component={Link} to={legalModulePagePath(figures.center.id, 'inventory')}>
              {translate('home.inventory', { _: 'Inventory' })}
            </Button>
          )}
          {legal && mayOpenDocuments && (
            <Button
              size="small"
              startIcon={<DescriptionIcon />}
              component={Link}
              to={legalModulePagePath(figures.center.id, 'legalDocuments')}
            >
              {translate('home.documents', { _: 'Documents' })}
            </Button>
          )}
          {legal && (figures.expired > 0 || figures.expiring > 0) && (
            <Button
              size="small"
              color="warning"
              startIcon={<ScheduleIcon />}
              component={Link}
              to={legalModulePagePath(figures.center.id, 'upcoming')}
            >
              {translate('home.upcoming', { _: 'Upcoming expiries' })}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
