import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client';
import { legalChangeReviews, legalRequirements, legalTexts } from '../db/schema';
import { decideReview } from '../modules/legal-changes/decide';
import { recordChange } from '../modules/legal-changes/record-change';

/**
 * Regulatory change (issue 36): the waste law's identity, a decree that changed one of its requirements (reviewed in
 * both centers: decided in the first, pending in the second) and a correction of its articles.
 */
export async function seedLegalChangesDemo(tx: Database, adminId: number, collaboratorId: number, decidedCenterId: number) {
  const [law] = await tx
    .update(legalTexts)
    .set({
      bulletin: 'BOE',
      officialReference: 'BOE-A-2022-5809',
      eliUrl: 'https://www.boe.es/eli/es/l/2022/04/08/7',
      publicationDate: '2022-04-09',
      effectiveDate: '2022-04-10',
      consolidatedUrl: 'https://www.boe.es/buscar/act.php?id=BOE-A-2022-5809',
    })
    .where(like(legalTexts.name, 'Ley 7/2022%'))
    .returning();
  const [labels] = await tx
    .select()
    .from(legalRequirements)
    .where(eq(legalRequirements.nameSpanish, 'Etiquetar los envases de residuos peligrosos'));
  const changed = await recordChange(
    tx,
    law!.id,
    {
      kind: 'REQUIREMENT_CHANGED',
      note: 'Modificado por el Real Decreto 1/2025, art. 3: la etiqueta indica también el día en que empieza el almacenamiento.',
      effective_date: '2025-03-01',
      changed_by_text: 'Real Decreto 1/2025',
      legal_requirement_id: labels!.id,
      requirement: {
        name_spanish: 'Etiquetar los envases de residuos peligrosos con la fecha de inicio del almacenamiento',
        name_catalan: "Etiquetar els envasos de residus perillosos amb la data d'inici de l'emmagatzematge",
        evidence_name_spanish: 'Fotografías de las etiquetas',
        evidence_name_catalan: 'Fotografies de les etiquetes',
      },
    },
    adminId,
  );
  await recordChange(
    tx,
    law!.id,
    {
      kind: 'TEXT_MODIFIED',
      note: 'Corrección de errores publicada en el BOE: el artículo 21 remite al registro cronológico.',
      effective_date: '2025-04-15',
      texts: ['Art. 18', 'Art. 21 (corrección de errores)'],
    },
    adminId,
  );
  const [review] = await tx
    .select({ id: legalChangeReviews.id })
    .from(legalChangeReviews)
    .where(and(eq(legalChangeReviews.legalChangeId, changed), eq(legalChangeReviews.centerId, decidedCenterId)));
  if (review) await decideReview(tx, review.id, { decision: 'NEW_EVIDENCE_NEEDED' }, collaboratorId);
}
