import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { formatDate } from '../../../contract/field-kinds';
import type { RequestState } from '../../../contract/requests';
import type { Database } from '../../db/client';
import {
  centers,
  clientRequestFiles,
  clientRequestReadings,
  clientRequests,
  collectionPlans,
  enterpriseDocuments,
  enterprises,
  evidences,
  indicators,
  legalRequirements,
  residueCollections,
  residues,
  storedFiles,
  users,
} from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { todayInSpain } from '../../lib/dates';
import { notFound } from '../../lib/errors';
import type { FileService } from '../../lib/files';
import { pickName, type Language } from '../../lib/language';
import { orderBy, pageWindow, paginateCounted, searchCondition, windowCount } from '../../lib/paging';
import { centerVisibleTo } from '../../lib/tenancy';
import type { RequestListQuery } from './schemas';

// Reads of client requests: the list (one statement whatever the number of requests) and one request whole.

const creator = alias(users, 'request_creator');
const answerer = alias(users, 'request_answerer');
const reviewer = alias(users, 'request_reviewer');
const collectionPlan = alias(collectionPlans, 'request_plan');

const pending = sql`${clientRequests.state} in ('open', 'returned')`;
const overdueOn = (today: string) => sql<boolean>`(${clientRequests.dueDate} < ${today}::date and ${pending})`;

/** The indicators a readings request asks for, named in one line. */
const indicatorNames = sql<
  string | null
>`(select string_agg(distinct i.name, ', ') from ${clientRequestReadings} r join ${indicators} i on i.id = r.indicator_id where r.request_id = ${clientRequests.id})`;

const summaryColumns = (today: string) => ({
  request: clientRequests,
  centerName: centers.name,
  enterpriseId: enterprises.id,
  enterpriseName: enterprises.name,
  creatorName: creator.name,
  isOverdue: overdueOn(today),
  evidenceName: evidences.name,
  documentName: enterpriseDocuments.name,
  residueSpanish: residues.nameSpanish,
  residueCatalan: residues.nameCatalan,
  residueCode: residues.lerCode,
  collectionDate: residueCollections.date,
  indicatorNames,
});

/** Every request read joins its center, enterprise, creator and target names (left joins: one of them is set). */
function selectSummaries(db: Database, today: string, extra: Record<string, unknown> = {}) {
  return db
    .select({ ...summaryColumns(today), ...(extra as { total?: SQL<number> }) })
    .from(clientRequests)
    .innerJoin(centers, eq(centers.id, clientRequests.centerId))
    .innerJoin(enterprises, eq(enterprises.id, centers.enterpriseId))
    .leftJoin(creator, eq(creator.id, clientRequests.createdById))
    .leftJoin(evidences, eq(evidences.id, clientRequests.evidenceId))
    .leftJoin(enterpriseDocuments, eq(enterpriseDocuments.id, clientRequests.enterpriseDocumentId))
    .leftJoin(residueCollections, eq(residueCollections.id, clientRequests.residueCollectionId))
    .leftJoin(
      collectionPlan,
      eq(collectionPlan.id, sql`coalesce(${clientRequests.collectionPlanId}, ${residueCollections.collectionPlanId})`),
    )
    .leftJoin(residues, eq(residues.id, collectionPlan.residueId))
    .$dynamic();
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function targetName(row: SummaryRow, language: Language): string | null {
  const request = row.request;
  switch (request.kind) {
    case 'evidence_document':
      return row.evidenceName;
    case 'enterprise_document':
      return row.documentName ?? request.documentName;
    case 'indicator_readings':
      return row.indicatorNames;
    case 'waste_document': {
      if (!row.residueCode) return null;
      const residue = `${row.residueCode} ${pickName(language, { spanish: row.residueSpanish!, catalan: row.residueCatalan! })}`;
      return row.collectionDate ? `${residue} · ${formatDate(row.collectionDate)}` : residue;
    }
    default:
      return null;
  }
}

export const presentSummary = (language: Language) => (row: SummaryRow) => ({
  id: row.request.id,
  center: { id: row.request.centerId, name: row.centerName },
  enterprise: { id: row.enterpriseId, name: row.enterpriseName },
  kind: row.request.kind,
  title: row.request.title,
  due_date: row.request.dueDate,
  state: row.request.state,
  is_overdue: row.isOverdue,
  batch_id: row.request.batchId,
  target_name: targetName(row, language),
  created_by: row.request.createdById ? { id: row.request.createdById, name: row.creatorName ?? '' } : null,
  created_at: row.request.createdAt.toISOString(),
  answered_at: iso(row.request.answeredAt),
  reviewed_at: iso(row.request.reviewedAt),
  return_reason: row.request.returnReason,
});

const ORDERINGS = {
  due_date: clientRequests.dueDate,
  created_at: clientRequests.createdAt,
  answered_at: clientRequests.answeredAt,
  state: clientRequests.state,
  center: centers.name,
  title: clientRequests.title,
};

function listWhere(user: AuthUser, query: RequestListQuery, today: string): SQL | undefined {
  const states = query.state?.split(',') as RequestState[] | undefined;
  return and(
    centerVisibleTo(user, clientRequests.centerId),
    query.centerId ? eq(clientRequests.centerId, query.centerId) : undefined,
    query.enterpriseId ? eq(centers.enterpriseId, query.enterpriseId) : undefined,
    states ? inArray(clientRequests.state, states) : undefined,
    query.kind ? eq(clientRequests.kind, query.kind) : undefined,
    query.pending === undefined ? undefined : query.pending ? pending : sql`not ${pending}`,
    query.toReview === undefined
      ? undefined
      : query.toReview
        ? eq(clientRequests.state, 'answered')
        : sql`${clientRequests.state} <> 'answered'`,
    query.overdue === undefined ? undefined : query.overdue ? overdueOn(today) : sql`not ${overdueOn(today)}`,
    query.batchId ? eq(clientRequests.batchId, query.batchId) : undefined,
    searchCondition(query.searchText, [clientRequests.title, clientRequests.message, centers.name]),
  );
}

/** A page of requests the user sees: one statement (a count only for an empty page past the first). */
export function listRequests(db: Database, request: FastifyRequest, user: AuthUser, query: RequestListQuery) {
  const today = todayInSpain();
  const where = listWhere(user, query, today);
  return paginateCounted(
    request,
    pageWindow(query),
    (limit, offset) =>
      selectSummaries(db, today, { total: windowCount })
        .where(where)
        .orderBy(...orderBy(query.ordering, ORDERINGS, 'due_date', clientRequests.id))
        .limit(limit)
        .offset(offset) as Promise<(SummaryRow & { total: number })[]>,
    (rows) => rows.map(presentSummary(request.language)),
    () =>
      db.$count(
        db
          .select({ id: clientRequests.id })
          .from(clientRequests)
          .innerJoin(centers, eq(centers.id, clientRequests.centerId))
          .where(where)
          .as('requests'),
      ),
  );
}

/** Summaries of the given requests (a create's answer), in id order. */
export async function summariesOf(db: Database, ids: number[], language: Language) {
  if (!ids.length) return [];
  const rows = await selectSummaries(db, todayInSpain()).where(inArray(clientRequests.id, ids)).orderBy(asc(clientRequests.id));
  return rows.map(presentSummary(language));
}

/** One request whole, when the user sees its center; 404 naming the request otherwise. */
export async function readRequest(db: Database, files: FileService, user: AuthUser, id: number, language: Language) {
  const today = todayInSpain();
  const [row] = await selectSummaries(db, today, {
    answererName: answerer.name,
    reviewerName: reviewer.name,
    requirementId: legalRequirements.id,
    requirementSpanish: legalRequirements.nameSpanish,
    requirementCatalan: legalRequirements.nameCatalan,
    expirationDate: evidences.expirationDate,
    planId: collectionPlan.id,
  })
    .leftJoin(answerer, eq(answerer.id, clientRequests.answeredById))
    .leftJoin(reviewer, eq(reviewer.id, clientRequests.reviewedById))
    .leftJoin(legalRequirements, eq(legalRequirements.id, evidences.legalRequirementId))
    .where(and(eq(clientRequests.id, id), centerVisibleTo(user, clientRequests.centerId)));
  if (!row) throw notFound('client-request');
  const extra = row as unknown as {
    answererName: string | null;
    reviewerName: string | null;
    requirementId: number | null;
    requirementSpanish: string | null;
    requirementCatalan: string | null;
    expirationDate: string | null;
    planId: number | null;
  };
  const [items, answerFiles] = await Promise.all([
    db
      .select({ reading: clientRequestReadings, name: indicators.name, unit: indicators.unit })
      .from(clientRequestReadings)
      .innerJoin(indicators, eq(indicators.id, clientRequestReadings.indicatorId))
      .where(eq(clientRequestReadings.requestId, id))
      .orderBy(asc(clientRequestReadings.id)),
    db
      .select({ id: clientRequestFiles.id, fileId: storedFiles.id, name: storedFiles.originalName, size: storedFiles.size })
      .from(clientRequestFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, clientRequestFiles.fileId))
      .where(eq(clientRequestFiles.requestId, id))
      .orderBy(asc(clientRequestFiles.id)),
  ]);
  const request = row.request;
  const summary = presentSummary(language)(row);
  const person = (personId: number | null, name: string | null) => (personId ? { id: personId, name: name ?? '' } : null);
  const residueName = summary.target_name;
  const filed = [
    ...(request.legalDocumentId ? [{ kind: 'legal_document', id: request.legalDocumentId }] : []),
    ...(request.enterpriseDocumentVersionId ? [{ kind: 'enterprise_document_version', id: request.enterpriseDocumentVersionId }] : []),
    ...items
      .filter((item) => item.reading.measurementId)
      .map((item) => ({ kind: 'indicator_measurement', id: item.reading.measurementId! })),
    ...(request.state === 'accepted' && request.residueCollectionId
      ? [{ kind: 'residue_collection', id: request.residueCollectionId }]
      : []),
    ...(request.state === 'accepted' && request.collectionPlanId ? [{ kind: 'collection_plan', id: request.collectionPlanId }] : []),
  ];
  return {
    ...summary,
    message: request.message,
    reminder_days: request.reminderDays,
    asks_validity_date: request.asksValidityDate,
    target: {
      evidence:
        request.evidenceId && extra.requirementId
          ? {
              id: request.evidenceId,
              name: row.evidenceName ?? '',
              legal_requirement: {
                id: extra.requirementId,
                name: pickName(language, { spanish: extra.requirementSpanish!, catalan: extra.requirementCatalan! }),
              },
              expiration_date: extra.expirationDate,
              has_expiry: extra.expirationDate !== null,
            }
          : null,
      waste_document: request.wasteDocument,
      collection_plan: extra.planId && request.collectionPlanId ? { id: extra.planId, name: residueName ?? '' } : null,
      residue_collection: request.residueCollectionId ? { id: request.residueCollectionId, name: residueName ?? '' } : null,
      enterprise_document: request.enterpriseDocumentId ? { id: request.enterpriseDocumentId, name: row.documentName ?? '' } : null,
      document_name: request.documentName,
      document_category: request.documentCategory,
      items: items.map((item) => ({
        id: item.reading.id,
        indicator: { id: item.reading.indicatorId, name: item.name },
        unit: item.unit,
        period: item.reading.period,
        value: item.reading.value,
      })),
    },
    answer_text: request.answerText,
    validity_date: request.validityDate,
    files: answerFiles.map((file) => ({ id: file.id, name: file.name, size: Number(file.size), url: files.url(file.fileId) })),
    answered_by: person(request.answeredById, extra.answererName),
    reviewed_by: person(request.reviewedById, extra.reviewerName),
    return_reason: request.returnReason,
    filed,
  };
}
