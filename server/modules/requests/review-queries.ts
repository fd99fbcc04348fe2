import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CANCELLABLE_STATES, type RequestKind } from '../../../contract/requests';
import type { CenterModule } from '../../../contract/modules';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { centers, clientRequestFiles, clientRequestReadings, clientRequests, enterpriseDocuments, storedFiles } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { assertModuleActive } from '../../lib/center-modules';
import { badRequest, notFound } from '../../lib/errors';
import { word, message } from '../../lib/messages';
import { addDocumentVersion, createDocument, setDocumentExpiry } from '../enterprise-documents/versions';
import { recordMeasurement } from '../indicators/measurement-writes';
import { addLegalDocument, updateEvidence } from '../legal-module/document-writes';
import { fileWasteDocument } from '../waste/request-documents';
import { wrongState } from './answer-queries';

// The consultancy's review: accepting files the answer where it belongs, in one transaction with the state change;
// returning and cancelling change the request alone.

const MODULE_OF: Partial<Record<RequestKind, CenterModule>> = {
  evidence_document: 'legal-requirement',
  waste_document: 'residue',
  enterprise_document: 'document',
  indicator_readings: 'indicator',
};

const reviewed = (userId: number) => ({ reviewedById: userId, reviewedAt: sql`now()`, updatedAt: sql`now()` });

/** Moves an answered request on; 409 when another review came first. */
async function claimAnswered(tx: Database, id: number, change: PgUpdateSetSource<typeof clientRequests>) {
  const [row] = await tx
    .update(clientRequests)
    .set(change)
    .where(and(eq(clientRequests.id, id), eq(clientRequests.state, 'answered')))
    .returning();
  if (!row) throw wrongState('clientRequests.notReviewable', 'accepted');
  return row;
}

async function answeredRequest(db: Database, id: number) {
  const [request] = await db.select().from(clientRequests).where(eq(clientRequests.id, id));
  if (!request) throw notFound('client-request');
  if (request.state !== 'answered') throw wrongState('clientRequests.notReviewable', request.state);
  return request;
}

/** Accepts the answer and files it; answers the file ids the filing replaced (to discard after commit). */
export async function acceptRequest(db: Database, userId: number, id: number, evidenceState?: string): Promise<string[]> {
  const request = await answeredRequest(db, id);
  const module = MODULE_OF[request.kind as RequestKind];
  if (module) await assertModuleActive(db, request.centerId, module);
  const [answerFiles, readings, [document], [center]] = await Promise.all([
    db
      .select({ fileId: clientRequestFiles.fileId, name: storedFiles.originalName })
      .from(clientRequestFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, clientRequestFiles.fileId))
      .where(eq(clientRequestFiles.requestId, id))
      .orderBy(asc(clientRequestFiles.id)),
    db.select().from(clientRequestReadings).where(eq(clientRequestReadings.requestId, id)).orderBy(asc(clientRequestReadings.id)),
    db
      .select()
      .from(enterpriseDocuments)
      .where(eq(enterpriseDocuments.id, request.enterpriseDocumentId ?? 0)),
    db.select({ language: centers.usedLanguage }).from(centers).where(eq(centers.id, request.centerId)),
  ]);
  const validity = request.validityDate ?? undefined;
  const answered = request.answeredAt!.toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });
  const effective = document?.effectiveDate ?? answered;
  if (request.kind === 'enterprise_document' && validity && validity < effective)
    throw badRequest('validity_date', 'documents.expiryBeforeEffective');
  return writeTransaction(db, async (tx) => {
    const replaced: string[] = [];
    const filed: PgUpdateSetSource<typeof clientRequests> = {};
    switch (request.kind) {
      case 'evidence_document': {
        const documents = [];
        for (const [index, file] of answerFiles.entries())
          documents.push(
            await addLegalDocument(tx, {
              centerId: request.centerId,
              evidenceId: request.evidenceId!,
              name: index === 0 ? request.title : file.name,
              elaborationDate: answered,
              isValid: true,
              fileId: file.fileId,
            }),
          );
        await updateEvidence(tx, request.evidenceId!, { expirationDate: validity, state: evidenceState });
        filed.legalDocumentId = documents[0]?.id ?? null;
        break;
      }
      case 'enterprise_document': {
        let versionId: number | null = null;
        let documentId = request.enterpriseDocumentId;
        for (const file of answerFiles) {
          if (documentId === null) {
            const created = await createDocument(
              tx,
              {
                centerId: request.centerId,
                name: request.documentName ?? request.title,
                category: request.documentCategory ?? 'OTHER',
                effectiveDate: answered,
                expiryDate: validity ?? null,
              },
              file.fileId,
              request.answeredById,
            );
            documentId = created.documentId;
            versionId = created.versionId;
          } else versionId = await addDocumentVersion(tx, request.centerId, documentId, file.fileId, request.answeredById);
        }
        if (request.enterpriseDocumentId && validity) await setDocumentExpiry(tx, request.enterpriseDocumentId, validity);
        filed.enterpriseDocumentVersionId = versionId;
        break;
      }
      case 'waste_document': {
        const filed = await fileWasteDocument(tx, {
          document: request.wasteDocument as never,
          planId: request.collectionPlanId,
          collectionId: request.residueCollectionId,
          fileId: answerFiles[0]!.fileId,
          validityDate: request.validityDate,
          answeredDay: answered,
        });
        if (filed.replaced) replaced.push(filed.replaced);
        break;
      }
      case 'indicator_readings': {
        const language = center?.language === 'ca' ? 'ca' : 'es';
        for (const reading of readings) {
          const measurement = await recordMeasurement(tx, {
            centerId: request.centerId,
            indicatorId: reading.indicatorId,
            period: reading.period,
            value: reading.value ?? 0,
            comment: word(language, message('clientRequests.measurementComment', { id })),
          });
          await tx.update(clientRequestReadings).set({ measurementId: measurement.id }).where(eq(clientRequestReadings.id, reading.id));
        }
        break;
      }
    }
    // Last: when another review came first, this one fails and its filing rolls back with it.
    await claimAnswered(tx, id, { state: 'accepted', ...reviewed(userId), ...filed });
    return replaced;
  });
}

/** Sends the answer back to the client with the reason. */
export async function returnRequest(db: Database, userId: number, id: number, reason: string) {
  await answeredRequest(db, id);
  await writeTransaction(db, (tx) => claimAnswered(tx, id, { state: 'returned', returnReason: reason.trim(), ...reviewed(userId) }));
}

/** Withdraws a request that is not final yet. */
export async function cancelRequest(db: Database, userId: number, id: number) {
  const [request] = await db.select({ state: clientRequests.state }).from(clientRequests).where(eq(clientRequests.id, id));
  if (!request) throw notFound('client-request');
  const [row] = await writeTransaction(db, (tx) =>
    tx
      .update(clientRequests)
      .set({ state: 'cancelled', ...reviewed(userId) })
      .where(and(eq(clientRequests.id, id), inArray(clientRequests.state, [...CANCELLABLE_STATES])))
      .returning({ id: clientRequests.id }),
  );
  if (!row) throw wrongState('clientRequests.notCancellable', request.state);
}
