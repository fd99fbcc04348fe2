import { Box, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { lazy, Suspense } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { useFieldFormat } from '../../common/fields';
import { plainTablePhoneStyles } from '../../common/phoneTables';
import { QueryState } from '../../common/QueryState';
import { useModuleQuery } from '../../common/useModuleQuery';

const YearlyFinancesChart = lazy(() => import('./YearlyFinancesChart'));
const COLUMNS = ['income', 'charged', 'pending', 'worked_hours', 'hours_cost', 'other_costs', 'cost', 'margin'] as const;

/** /project/reports/yearly-finances (admin): income by charge date, costs, margin per year. */
const YearlyFinancesPage = () => {
  const translate = useTranslate();
  const { data: years, error } = useModuleQuery((provider) => provider.getYearlyFinancialSummary(), 'projects/yearly-financial-summary');
  const { format } = useFieldFormat();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="projects.reports.yearly_finances" />
      <CardContent>
        {!years ? (
          <QueryState error={error} />
        ) : (
          <>
            <Suspense fallback={<Loading />}>{years.length > 0 && <YearlyFinancesChart years={years} />}</Suspense>
            <Box sx={(theme) => ({ overflowX: 'auto', ...plainTablePhoneStyles(theme) })}>
              <Table size="small" aria-label={translate('projects.reports.yearly_finances')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('projects.finances.year')}</TableCell>
                    {COLUMNS.map((column) => (
                      <TableCell key={column} align="right">
                        {translate(`projects.finances.${column}`)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {years.map((year) => (
                    <TableRow key={year.year}>
                      <TableCell>{year.year}</TableCell>
                      {COLUMNS.map((column) => (
                        <TableCell
                          key={column}
                          data-label={translate(`projects.finances.${column}`)}
                          align="right"
                          sx={{ whiteSpace: 'nowrap', ...(column === 'margin' && year.margin < 0 ? { color: 'error.main' } : {}) }}
                        >
                          {format({ kind: column === 'worked_hours' ? 'hours' : 'money' }, year[column])}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  );
};

export default YearlyFinancesPage;
