import { Alert, Card, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading, useTranslate } from 'react-admin';
import { toDisplayDate } from '../../common/dates';
import { useReportError } from '../../common/useReportError';
import { apiClient } from '../../dataProvider';
import { planPath } from './paths';
import { useCenterId, WasteLayout } from './WasteLayout';

export interface ClockItem { kind: string; due_date: string; days_left: number; overdue: boolean; plan_id: number | null; residue: string | null; party: string | null }
export interface ClockAnswer { as_of: string; count: number; overdue: number; results: ClockItem[] }

export const fetchClock = (centerId: string | number) => apiClient.json<ClockAnswer>(`/residue-module/${encodeURIComponent(String(centerId))}/legal-clock`);

/** .../legal-clock: every dated obligation of the center's waste, soonest first; overdue ones in red. */
const LegalClockPage = () => {
  const centerId = useCenterId();
  const translate = useTranslate();
  const reportError = useReportError();
  const [clock, setClock] = useState<ClockAnswer>();
  useEffect(() => {
    let current = true;
    fetchClock(centerId).then((answer) => current && setClock(answer)).catch(reportError);
    return () => { current = false; };
  }, [centerId, reportError]);
  return (
    <WasteLayout tab="legal-clock">
      {!clock ? <Loading /> : (
        <Card>
          {clock.overdue > 0 && <Alert severity="error">{translate('waste.clock.overdue_count', { smart_count: clock.overdue })}</Alert>}
          {clock.count === 0 ? <Alert severity="success">{translate('waste.clock.empty')}</Alert> : (
            <Table size="small" aria-label={translate('waste.pages.legal-clock')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('waste.clock.due_date')}</TableCell>
                  <TableCell>{translate('waste.clock.obligation')}</TableCell>
                  <TableCell>{translate('waste.clock.about')}</TableCell>
                  <TableCell align="right">{translate('waste.clock.days_left')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {clock.results.map((item, index) => (
                  <TableRow key={`${item.kind}-${item.plan_id}-${item.party}-${index}`} sx={item.overdue ? { '& td': { color: 'error.main' } } : undefined} data-overdue={item.overdue || undefined}>
                    <TableCell>{toDisplayDate(item.due_date)}</TableCell>
                    <TableCell>
                      {translate(`waste.clock.kinds.${item.kind}`)}
                      {item.overdue && <Chip size="small" color="error" label={translate('waste.clock.overdue')} sx={{ ml: 1 }} />}
                    </TableCell>
                    <TableCell>{item.plan_id ? <Link to={planPath(centerId, item.plan_id)}>{item.residue}</Link> : item.party}</TableCell>
                    <TableCell align="right">{item.days_left}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
      )}
    </WasteLayout>
  );
};

export default LegalClockPage;
