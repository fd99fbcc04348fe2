import type { HistoryTable } from '../../lib/history-tables';
import { everyone } from '../../lib/access';

/** Who reads the change history of the waste tables (migration 0013 audits them). */
export const wasteHistoryTables: Record<string, HistoryTable> = {
  dangerousness: { readers: everyone },
  residue: { readers: everyone, related: ['residue_dangerousness'] },
  treatment: { readers: everyone },
  residue_carrier: { readers: everyone, related: ['residue_carrier_residue'] },
  residue_manager: { readers: everyone, related: ['residue_manager_residue'] },
  collection_plan: { readers: 'center' },
  residue_collection: { readers: 'center' },
  incidence: { readers: 'center' },
  residue_module_config: { readers: 'center' },
};
