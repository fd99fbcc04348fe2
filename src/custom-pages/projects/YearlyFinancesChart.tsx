import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { YearlySummary } from './api';

/** Loaded on demand with its page: the charting library stays out of every other bundle. */
const YearlyFinancesChart = ({ years }: { years: YearlySummary[] }) => {
  const translate = useTranslate();
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: years.map((year) => String(year.year)) }]}
      series={[
        { data: years.map((year) => year.charged), label: translate('projects.finances.charged'), stack: 'income' },
        { data: years.map((year) => year.pending), label: translate('projects.finances.pending'), stack: 'income' },
        { data: years.map((year) => year.hours_cost), label: translate('projects.finances.hours_cost'), stack: 'cost' },
        { data: years.map((year) => year.other_costs), label: translate('projects.finances.other_costs'), stack: 'cost' },
        { data: years.map((year) => year.margin), label: translate('projects.finances.margin') },
      ]}
    />
  );
};

export default YearlyFinancesChart;
