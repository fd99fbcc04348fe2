import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { evidences, legalDocuments } from '../../db/schema';

// The legal module's writes other modules reuse (a client request's acceptance files its document here).

export type LegalDocumentValues = Omit<typeof legalDocuments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A new document of an evidence (its center_id is the evidence's). */
export async function addLegalDocument(tx: Database, values: LegalDocumentValues) {
  return (await tx.insert(legalDocuments).values(values).returning())[0]!;
}

/** The evidence's expiry (a new document's validity date) and, when given, its state. */
export async function updateEvidence(tx: Database, evidenceId: number, change: { expirationDate?: string; state?: string }) {
  if (!change.expirationDate && !change.state) return;
  await tx
    .update(evidences)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(evidences.id, evidenceId));
}
