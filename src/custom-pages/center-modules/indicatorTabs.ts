import type { Identifier } from 'react-admin';
import type { ModuleTab } from './CenterModuleLayout';
import { indicatorModulePath } from './paths';

export const indicatorTabs = (centerId: Identifier): ModuleTab[] => [
  { key: 'process', label: 'indicators.pages.process', to: indicatorModulePath(centerId, 'process') },
  { key: 'target', label: 'indicators.pages.target', to: indicatorModulePath(centerId, 'target') },
  { key: 'action', label: 'indicators.pages.action', to: indicatorModulePath(centerId, 'action') },
  { key: 'analysis-action', label: 'indicators.pages.analysis_action', to: indicatorModulePath(centerId, 'analysis-action') },
];

export interface Indicator {
  id: number;
  center_id: number;
  process_id: number;
  process_name: string;
  name: string;
  description: string | null;
  unit: string;
  frequency: 'MONTHLY' | 'QUARTERLY' | 'YEARLY';
  direction: string;
  source: string;
  responsible_user_id: number | null;
  last_period: string | null;
  last_value: number | null;
  due_period: string;
  is_missing: boolean;
}
