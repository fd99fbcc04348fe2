import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { ChartFigure } from '../../common/ChartFigure';
import { formatNumber, useFieldFormat } from '../../common/fields';
import type { YearlySummary } from './api';

/** Loaded on demand with its page: the charting library stays out of every other bundle. */
const YearlyFinancesChart = ({ years }: { years: YearlySummary[] }) => {
  const translate = useTranslate();
  const { format, language } = useFieldFormat();
  const money = (value: number | null) => format({ kind: 'money' }, value);
  const summary = translate('projects.finances.chart_summary', { first: years[0]?.year, last: years[years.length - 1]?.year });
  return (
    <ChartFigure summary={summary}>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: years.map((year) => String(year.year)) }]}
        // Ticks without decimals or sign (the legend says euros); width measured so "20.000" is never cut.
        yAxis={[{ width: 'auto', valueFormatter: (value: number) => formatNumber(value, language, 0) }]}
        series={[
          {
            data: years.map((year) => year.charged),
            label: translate('projects.finances.charged'),
            stack: 'income',
            valueFormatter: money,
          },
          {
            data: years.map((year) => year.pending),
            label: translate('projects.finances.pending'),
            stack: 'income',
            valueFormatter: money,
          },
          {
            data: years.map((year) => year.hours_cost),
            label: translate('projects.finances.hours_cost'),
            stack: 'cost',
            valueFormatter: money,
          },
          {
            data: years.map((year) => year.other_costs),
            label: translate('projects.finances.other_costs'),
            stack: 'cost',
            valueFormatter: money,
          },
          { data: years.map((year) => year.margin), label: translate('projects.finances.margin'), valueFormatter: money },
        ]}
      />
    </ChartFigure>
  );
};

export default YearlyFinancesChart;
