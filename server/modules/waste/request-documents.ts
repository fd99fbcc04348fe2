import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { collectionPlans, residueCarriers, residueCollections, residueManagers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { WasteDocument } from '../../../contract/requests';

// Where a waste document a client sent (issue 35) is filed once the consultancy accepts it.

export interface WasteFiling {
  document: WasteDocument;
  planId: number | null;
  collectionId: number | null;
  fileId: string;
  validityDate: string | null;
  /** The day the client answered: the previous notification's date when the plan has none. */
  answeredDay: string;
}

/** Files the document; answers what was written and the file it replaced (to discard after commit). */
export async function fileWasteDocument(
  tx: Database,
  filing: WasteFiling,
): Promise<{ table: string; id: number; replaced: string | null }> {
  const { document, fileId, validityDate } = filing;
  if (document === 'delivery_note' || document === 'identification_document') {
    const column = document === 'delivery_note' ? 'deliveryNoteId' : 'collectionDocumentId';
    const [before] = await tx
      .select()
      .from(residueCollections)
      .where(eq(residueCollections.id, filing.collectionId ?? 0));
    if (!before) throw notFound('residue-collection');
    await tx
      .update(residueCollections)
      .set({ [column]: fileId, updatedAt: sql`now()` })
      .where(eq(residueCollections.id, before.id));
    return { table: 'residue_collection', id: before.id, replaced: before[column] };
  }
  const [plan] = await tx
    .select()
    .from(collectionPlans)
    .where(eq(collectionPlans.id, filing.planId ?? 0));
  if (!plan) throw notFound('collection-plan');
  if (document === 'previous_notification') {
    await tx
      .update(collectionPlans)
      .set({
        previousNotificationDocumentId: fileId,
        previousNotificationDate: plan.previousNotificationDate ?? filing.answeredDay,
        updatedAt: sql`now()`,
      })
      .where(eq(collectionPlans.id, plan.id));
    return { table: 'collection_plan', id: plan.id, replaced: plan.previousNotificationDocumentId };
  }
  if (document === 'treatment_contract') {
    await tx
      .update(collectionPlans)
      .set({
        treatmentContractDocumentId: fileId,
        treatmentContractExpiry: validityDate ?? plan.treatmentContractExpiry,
        updatedAt: sql`now()`,
      })
      .where(eq(collectionPlans.id, plan.id));
    return { table: 'collection_plan', id: plan.id, replaced: plan.treatmentContractDocumentId };
  }
  // Carriers and managers are shared catalogues without a file: the authorisation's expiry moves, the file stays with the request.
  const party = document === 'carrier_authorisation' ? residueCarriers : residueManagers;
  const partyId = document === 'carrier_authorisation' ? plan.carrierId : plan.managerId;
  if (!partyId) throw notFound(document === 'carrier_authorisation' ? 'residue-carrier' : 'residue-manager');
  if (validityDate)
    await tx
      .update(party)
      .set({ authorisationExpiry: validityDate, updatedAt: sql`now()` })
      .where(eq(party.id, partyId));
  return { table: document === 'carrier_authorisation' ? 'residue_carrier' : 'residue_manager', id: partyId, replaced: null };
}
