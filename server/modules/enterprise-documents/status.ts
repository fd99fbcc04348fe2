import { DOCUMENT_SOON_DAYS, type DocumentStatus } from '../../../contract/enterprise-documents';
import { addDays } from '../../lib/dates';

/** The status of a document on `today`. */
export function documentStatus(expiryDate: string | null, today: string): DocumentStatus {
  if (!expiryDate) return 'VALID';
  if (expiryDate < today) return 'EXPIRED';
  return expiryDate <= addDays(today, DOCUMENT_SOON_DAYS) ? 'EXPIRING' : 'VALID';
}
