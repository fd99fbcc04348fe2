import {
  indicatorActions,
  indicatorAnalyses,
  indicatorMeasurements,
  indicatorProcesses,
  indicators,
  indicatorTargets,
} from '../../db/schema';
import { centerTenancyOf } from '../../lib/center-rows';

// The indicator module's key, tenancy and the center-owned rows its routes check (spec §2).

export const MODULE = 'indicator' as const;
export const indicatorTenancy = centerTenancyOf({ module: MODULE });
export const processRow = { table: indicatorProcesses, name: 'indicator-process' } as const;
export const indicatorRow = { table: indicators, name: 'indicator' } as const;
export const measurementRow = { table: indicatorMeasurements, name: 'indicator-measurement' } as const;
export const analysisRow = { table: indicatorAnalyses, name: 'indicator-analysis' } as const;
export const targetRow = { table: indicatorTargets, name: 'indicator-target' } as const;
export const actionRow = { table: indicatorActions, name: 'indicator-action' } as const;
