import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { plainTablePhoneStyles } from '../../common/phoneTables';
import { Link } from 'react-router-dom';
import { Loading, Title, useTranslate } from 'react-admin';
import { CLOCK_HORIZON_DAYS, CLOCK_PAGE_SIZE, type ClockItem as ContractClockItem } from '../../../contract/waste';
import { DueDateChip, formatDate } from '../../common/fields';
import { planPath, wasteTabPath } from './paths';
import { useModuleQuery } from './useModuleQuery';
import { useCenterId, WasteLayout } from './WasteLayout';

/** An obligation; on the clock of all centers, with its center. */
type ClockItem = ContractClockItem & { center?: { id: number; name: string } };
export interface ClockAnswer {
  as_of: string;
  count: number;
  overdue: number;
  results: ClockItem[];
  centerId?: string;
}
/** The clock of all centers: overdue items plus those due up to `until`, a page at a time. */
export interface CentersClockAnswer extends ClockAnswer {
  until: string;
  next: string | null;
  previous: string | null;
  centers: number;
}

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The clock's obligations soonest first, overdue ones in red; with a center column when they span several centers. */
const ClockTable = ({ clock, withCenter }: { clock: ClockAnswer; withCenter?: boolean }) => {
  const translate = useTranslate();
  // Days as the clock counted them (on its own day, Spain's), so the page and its count of overdue items agree.
  return (
    <Card>
      {clock.overdue > 0 && <Alert severity="error">{translate('waste.clock.overdue_count', { smart_count: clock.overdue })}</Alert>}
      {clock.count === 0 ? (
        <Alert severity="success">{translate('waste.clock.empty')}</Alert>
      ) : (
        <TableContainer sx={plainTablePhoneStyles}>
          <Table size="small" aria-label={translate('waste.pages.legal-clock')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('waste.clock.due_date')}</TableCell>
                {withCenter && <TableCell>{translate('resources.center.name_one')}</TableCell>}
                <TableCell>{translate('waste.clock.obligation')}</TableCell>
                <TableCell>{translate('waste.clock.about')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {clock.results.map((item, index) => {
                const centerId = item.center?.id;
                const overdue = item.days_left < 0;
                return (
                  <TableRow
                    key={`${item.kind}-${item.plan_id}-${item.party}-${index}`}
                    sx={overdue ? { '& td': { color: 'error.main' } } : undefined}
                    data-overdue={overdue || undefined}
                  >
                    <TableCell data-label={translate('waste.clock.due_date')}>
                      <DueDateChip date={item.due_date} daysLeft={item.days_left} countDays />
                    </TableCell>
                    {withCenter && (
                      <TableCell data-label={translate('resources.center.name_one')}>
                        {item.center && <Link to={wasteTabPath(item.center.id, 'legal-clock')}>{item.center.name}</Link>}
                      </TableCell>
                    )}
                    <TableCell data-label={translate('waste.clock.obligation')}>{translate(`waste.clock.kinds.${item.kind}`)}</TableCell>
                    <TableCell data-label={translate('waste.clock.about')}>
                      {item.plan_id && (centerId ?? clock.centerId) ? (
                        <Link to={planPath((centerId ?? clock.centerId)!, item.plan_id)}>{item.residue}</Link>
                      ) : (
                        item.party
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  );
};

/**
 * /waste-legal-clock: the legal clock of every center the user sees with the residue module on, in one list:
 * everything overdue plus what falls due up to a horizon (90 days ahead, widened 90 days at a time), a page at a time.
 */
export const AllCentersClockPage = () => {
  const translate = useTranslate();
  const [until, setUntil] = useState<string>();
  const [page, setPage] = useState(0);
  const clock = useModuleQuery(['legal-clock', until, page], (dataProvider) =>
    dataProvider.getWasteClockOfCenters<CentersClockAnswer>({ page: page + 1, pageSize: CLOCK_PAGE_SIZE, until }),
  );
  const title = translate('waste.clock.all_centers');
  const horizon = clock?.until ?? until;
  return (
    <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{translate('waste.clock.all_centers_intro')}</Typography>
          {horizon && (
            <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography fontWeight="bold" data-testid="clock-horizon">
                {translate('waste.clock.until', { date: formatDate(horizon) })}
              </Typography>
              <Button
                size="small"
                variant="outlined"
                onClick={() => {
                  setPage(0);
                  setUntil(addDays(horizon, CLOCK_HORIZON_DAYS));
                }}
              >
                {translate('waste.clock.widen', { count: CLOCK_HORIZON_DAYS })}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
      {!clock ? (
        <Loading />
      ) : (
        <>
          <ClockTable clock={clock} withCenter />
          {clock.count > CLOCK_PAGE_SIZE && (
            <TablePagination
              component="div"
              count={clock.count}
              page={page}
              rowsPerPage={CLOCK_PAGE_SIZE}
              rowsPerPageOptions={[]}
              onPageChange={(_, next) => setPage(next)}
              labelDisplayedRows={({ from, to, count }) => translate('waste.clock.page_range', { from, to, count })}
              getItemAriaLabel={(type) =>
                translate(
                  type === 'next'
                    ? 'waste.clock.next_page'
                    : type === 'previous'
                      ? 'waste.clock.previous_page'
                      : `waste.clock.${type}_page`,
                )
              }
            />
          )}
        </>
      )}
    </Box>
  );
};

/** .../legal-clock: every dated obligation of the center's waste, soonest first; overdue ones in red. */
const LegalClockPage = () => {
  const centerId = useCenterId();
  const answer = useModuleQuery([centerId, 'legal-clock'], (dataProvider) => dataProvider.getWasteClock<ClockAnswer>(centerId));
  const clock = answer && { ...answer, centerId };
  return <WasteLayout tab="legal-clock">{!clock ? <Loading /> : <ClockTable clock={clock} />}</WasteLayout>;
};

export default LegalClockPage;
