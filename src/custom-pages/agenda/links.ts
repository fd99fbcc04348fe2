import type { AgendaItem } from '../../../contract/agenda';
import { aspectsPath } from '../aspects/paths';
import { dddModulePath, enterpriseDocumentsPath, indicatorModulePath } from '../center-modules/paths';
import { evidencePath } from '../legal-module/paths';
import { evaluationPath, improvementActionPath } from '../risks/paths';
import { planPath, wasteTabPath } from '../waste-module/paths';

/** The page where an obligation is dealt with: the record's own page where it has one, else its module's list. */
export function agendaLink(item: AgendaItem): string {
  const center = item.center.id;
  const record = item.record_id;
  switch (item.kind) {
    case 'evidence_expiry':
    case 'evidence_action':
      return evidencePath(center, item.parent_id!, record!);
    case 'document_expiry':
      return enterpriseDocumentsPath(center);
    case 'ddd_service':
      return dddModulePath(center, `service/${record}`);
    case 'aspect_evaluation':
      return aspectsPath(center, 'aspect-evaluation');
    case 'practice_evaluation':
      return aspectsPath(center, 'good-practice-evaluation');
    case 'practice_action':
      return aspectsPath(center, `practice-action/${record}`);
    case 'improvement_action':
      return improvementActionPath(center, record!);
    case 'risk_action':
      return evaluationPath(center, item.parent_id!, record!);
    case 'indicator_measurement':
      return indicatorModulePath(center, `indicator/${record}/measurement`);
    case 'indicator_action':
      return indicatorModulePath(center, `indicator/${item.parent_id}`);
    case 'next_collection':
      return wasteTabPath(center, 'next-collections');
    default:
      // The rest are the waste legal clock's: a plan's page when the item is about one, else the clock.
      return record ? planPath(center, record) : wasteTabPath(center, 'legal-clock');
  }
}
