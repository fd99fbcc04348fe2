import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ChartFigure } from '../../common/ChartFigure';
import { formatNumber, formatPeriod, useFieldFormat } from '../../common/fields';

// Axis ticks and tooltips in the interface's language ("5.000", "0,25"), never the chart library's English.
const useChartNumber = () => {
  const { language } = useFieldFormat();
  return (value: number | null) => (value === null ? '' : formatNumber(value, language, 4));
};

export interface ChartMeasurement {
  period: string;
  value: number;
}
export interface ChartTarget {
  year: number;
  value: number;
  baseline: number | null;
}
export interface ChartThreshold {
  name: string;
  level: 'GOOD' | 'WARNING' | 'BAD';
  min_value: number | null;
  max_value: number | null;
}

const LEVEL_COLOURS = { GOOD: '#2e7d32', WARNING: '#ed6c02', BAD: '#d32f2f' } as const;

/** Measurements over time against the target of each year and the ranges' bounds (lazy: loads the chart library). */
const MeasurementChart = ({
  measurements,
  targets,
  thresholds,
  unit,
}: {
  measurements: ChartMeasurement[];
  targets: ChartTarget[];
  thresholds: ChartThreshold[];
  unit: string;
}) => {
  const translate = useTranslate();
  const chartNumber = useChartNumber();
  const { language } = useFieldFormat();
  const periods = measurements.map((m) => m.period);
  const targetOf = (period: string) => targets.find((t) => t.year === Number(period.slice(0, 4)))?.value ?? null;
  const bounds = thresholds.flatMap((t) =>
    [t.min_value, t.max_value].filter((v): v is number => v !== null).map((value) => ({ value, level: t.level, name: t.name })),
  );
  const unique = bounds.filter((b, i) => bounds.findIndex((o) => o.value === b.value) === i);
  const values = measurements.map((m) => m.value);
  const summary = translate('indicators.chart.summary', {
    count: measurements.length,
    first: formatPeriod(periods[0] ?? '', language),
    last: formatPeriod(periods[periods.length - 1] ?? '', language),
    min: chartNumber(Math.min(...values)),
    max: chartNumber(Math.max(...values)),
    unit,
  });
  return (
    <ChartFigure summary={summary}>
      <LineChart
        height={320}
        xAxis={[{ scaleType: 'point', data: periods, valueFormatter: (period: string) => formatPeriod(period, language) }]}
        yAxis={[{ label: unit, width: 'auto', valueFormatter: chartNumber }]}
        series={[
          {
            id: 'value',
            data: measurements.map((m) => m.value),
            label: translate('indicators.chart.measured', { _: 'Measured' }),
            color: '#1976d2',
            valueFormatter: chartNumber,
          },
          {
            id: 'target',
            data: periods.map(targetOf),
            label: translate('indicators.chart.target', { _: 'Target' }),
            color: '#6a1b9a',
            showMark: false,
            connectNulls: true,
            valueFormatter: chartNumber,
          },
        ]}
      >
        {unique.map((bound) => (
          <ChartsReferenceLine
            key={bound.value}
            y={bound.value}
            label={bound.name}
            lineStyle={{ stroke: LEVEL_COLOURS[bound.level], strokeDasharray: '4 4' }}
            labelStyle={{ fontSize: 11, fill: LEVEL_COLOURS[bound.level] }}
          />
        ))}
      </LineChart>
    </ChartFigure>
  );
};

/** The same sub-periods of each year side by side (EMAS: at least three years), optionally as an index (base year = 100). */
export const YearComparison = ({ measurements }: { measurements: ChartMeasurement[] }) => {
  const translate = useTranslate();
  const chartNumber = useChartNumber();
  const [indexed, setIndexed] = useState(false);
  const years = [...new Set(measurements.map((m) => m.period.slice(0, 4)))].sort().slice(-5);
  if (years.length === 0) return null;
  const slots = [...new Set(measurements.map((m) => m.period.slice(5) || translate('indicators.chart.year_total', { _: 'Year' })))].sort();
  const valueOf = (year: string, slot: string) =>
    measurements.find(
      (m) => m.period.slice(0, 4) === year && (m.period.slice(5) || translate('indicators.chart.year_total', { _: 'Year' })) === slot,
    )?.value ?? null;
  const baseValues = slots.map((slot) => valueOf(years[0]!, slot)).filter((v): v is number => v !== null);
  const base = baseValues.length ? baseValues.reduce((a, b) => a + b, 0) / baseValues.length : null;
  const shown = (value: number | null) => (value === null ? null : indexed && base ? Math.round((value / base) * 1000) / 10 : value);
  return (
    <Stack>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3">
          {translate('indicators.chart.years', { _: 'Years side by side' })}
        </Typography>
        <FormControlLabel
          control={<Switch checked={indexed} onChange={(event) => setIndexed(event.target.checked)} disabled={!base} />}
          label={translate('indicators.chart.indexed', { year: years[0], _: `Index (${years[0]} = 100)` })}
        />
      </Stack>
      <ChartFigure summary={translate('indicators.chart.years_summary', { years: years.join(', ') })}>
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: slots }]}
          yAxis={[{ width: 'auto', valueFormatter: chartNumber }]}
          series={years.map((year) => ({
            id: year,
            label: year,
            data: slots.map((slot) => shown(valueOf(year, slot))),
            valueFormatter: chartNumber,
          }))}
        />
      </ChartFigure>
    </Stack>
  );
};

export default MeasurementChart;
