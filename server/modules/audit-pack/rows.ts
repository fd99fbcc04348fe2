import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  areas,
  centers,
  clientRequests,
  evidences,
  legalAmbits,
  legalDocuments,
  legalRequirements,
  storedFiles,
  subambits,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { evidenceColumns, withEvidenceJoins } from '../legal-module/evidence-queries';

/** The period an audit pack covers, both days included (YYYY-MM-DD). */
export interface PackPeriod {
  from: string;
  to: string;
}

/** A current document of an evidence: its stored bytes and the names it came with. */
export interface PackDocument {
  id: number;
  name: string;
  storage_key: string;
  original_name: string;
  /** Set from the kind detected in the bytes when it was uploaded. */
  content_type: string;
  /** The client request whose accepted answer brought the document (issue 35), if one did. */
  request: { id: number; title: string } | null;
}

export async function packCenter(db: Database, centerId: number) {
  const [center] = await db
    .select({ id: centers.id, name: centers.name, language: centers.usedLanguage })
    .from(centers)
    .where(eq(centers.id, centerId));
  if (!center) throw notFound('center');
  return { ...center, language: center.language === 'ca' ? ('ca' as const) : ('es' as const) };
}

/**
 * The current documents of an evidence as of the period's last day: marked valid, with a stored file, and drawn up
 * by then (or undated). Superseded versions (is_valid false) and documents dated after the period stay out.
 */
const currentDocuments = (period: PackPeriod) =>
  sql<PackDocument[]>`(select coalesce(json_agg(json_build_object('id', ${legalDocuments.id}, 'name', ${legalDocuments.name},
    'storage_key', ${storedFiles.storageKey}, 'original_name', ${storedFiles.originalName}, 'content_type', ${storedFiles.contentType},
    'request', (select json_build_object('id', r.id, 'title', r.title) from ${clientRequests} r where r.legal_document_id = ${legalDocuments.id}))
    order by ${legalDocuments.elaborationDate} desc nulls last, ${legalDocuments.id}), '[]')
    from ${legalDocuments} inner join ${storedFiles} on ${storedFiles.id} = ${legalDocuments.fileId}
    where ${legalDocuments.evidenceId} = ${evidences.id} and ${legalDocuments.isValid}
      and (${legalDocuments.elaborationDate} is null or ${legalDocuments.elaborationDate} <= ${period.to}))`;

/**
 * The pack's evidences with their current documents, in one statement whatever their number, in the register's order.
 * An evidence belongs to the period when it was in force at some time in it: no expiry, or an expiry on or after its
 * first day (an evidence that had expired before the period proves nothing about it).
 */
export function packEvidences(db: Database, centerId: number, period: PackPeriod) {
  return withEvidenceJoins(
    db
      .select({ ...evidenceColumns, documents: currentDocuments(period) })
      .from(evidences)
      .$dynamic(),
  )
    .where(and(eq(evidences.centerId, centerId), or(isNull(evidences.expirationDate), gte(evidences.expirationDate, period.from))))
    .orderBy(
      asc(areas.order),
      asc(areas.id),
      asc(legalAmbits.order),
      asc(legalAmbits.id),
      asc(subambits.order),
      asc(subambits.id),
      asc(legalRequirements.order),
      asc(legalRequirements.id),
      asc(evidences.id),
    );
}

export type PackEvidence = Awaited<ReturnType<typeof packEvidences>>[number];
