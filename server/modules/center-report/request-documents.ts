import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clientRequests, evidences, legalDocuments } from '../../db/schema';

/**
 * Per evidence, the client request (issue 35) whose accepted answer brought a document it still holds, accepted by the
 * period's last day: one statement. The report shows each as a line.
 */
export async function requestDocuments(db: Database, centerId: number, to: string) {
  return db
    .select({
      evidence: evidences.name,
      requestId: clientRequests.id,
      title: clientRequests.title,
      acceptedOn: sql<string>`to_char(${clientRequests.reviewedAt} at time zone 'Europe/Madrid', 'YYYY-MM-DD')`,
    })
    .from(clientRequests)
    .innerJoin(legalDocuments, eq(legalDocuments.id, clientRequests.legalDocumentId))
    .innerJoin(evidences, eq(evidences.id, legalDocuments.evidenceId))
    .where(
      and(
        eq(clientRequests.centerId, centerId),
        eq(clientRequests.state, 'accepted'),
        isNotNull(clientRequests.reviewedAt),
        lte(sql`(${clientRequests.reviewedAt} at time zone 'Europe/Madrid')::date`, sql`${to}::date`),
      ),
    )
    .orderBy(asc(evidences.name), asc(clientRequests.id));
}
