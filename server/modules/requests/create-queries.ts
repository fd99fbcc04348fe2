import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { COLLECTION_DOCUMENTS, DEFAULT_REMINDER_DAYS, EXPIRING_DOCUMENTS } from '../../../contract/requests';
import type { Database } from '../../db/client';
import {
  centers,
  clientRequestReadings,
  clientRequests,
  collectionPlans,
  enterpriseDocuments,
  evidences,
  indicators,
  residueCollections,
} from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { AuthUser } from '../../lib/access';
import { todayInSpain } from '../../lib/dates';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { message } from '../../lib/messages';
import { centerVisibleTo } from '../../lib/tenancy';
import { checkPeriod } from '../indicators/shared';
import type { RequestCreate } from './schemas';

// Creating requests, for one center or many at once: a fixed number of statements whatever the number of centers.

type Target = Partial<
  Pick<
    typeof clientRequests.$inferInsert,
    | 'evidenceId'
    | 'collectionPlanId'
    | 'residueCollectionId'
    | 'enterpriseDocumentId'
    | 'documentName'
    | 'documentCategory'
    | 'wasteDocument'
  >
>;
interface Item {
  indicatorId: number;
  period: string;
}
interface Plan {
  /** center -> its target columns. */
  targets: Map<number, Target>;
  /** center -> its indicator items (readings requests). */
  items: Map<number, Item[]>;
  asksValidityDate: boolean;
}

const normalized = (column: unknown) => sql`lower(f_unaccent(${column}))`;

/** 400 target_missing naming the centers that lack the target; nothing is created. */
function refuseMissing(centerNames: Map<number, string>, found: Iterable<number>) {
  const have = new Set(found);
  const missing = [...centerNames].filter(([id]) => !have.has(id)).map(([, name]) => name);
  if (missing.length) {
    const said = message('clientRequests.targetMissing', { centers: missing.join(', ') });
    throw new AppError(400, 'target_missing', message('common.fieldProblem', { field: 'center_ids', problem: said }), { center_ids: said });
  }
}

/** The template row must be of one of the request's centers (a user learns nothing about other centers' rows). */
function inCenters(centerNames: Map<number, string>, row: { centerId: number } | undefined, field: string) {
  if (!row || !centerNames.has(row.centerId)) throw badRequest(field, 'clientRequests.targetNotInCenters');
}

const required = <T>(value: T | undefined, field: string): T => {
  if (value === undefined || value === null || (typeof value === 'string' && !value.trim()))
    throw badRequest(field, 'clientRequests.targetRequired');
  return value;
};

async function planTargets(db: Database, body: RequestCreate, centerNames: Map<number, string>): Promise<Plan> {
  const ids = [...centerNames.keys()];
  const targets = new Map<number, Target>();
  const items = new Map<number, Item[]>();
  let asksValidityDate = body.asks_validity_date ?? false;
  switch (body.kind) {
    case 'evidence_document': {
      const evidenceId = required(body.evidence_id, 'evidence_id');
      const [template] = await db.select().from(evidences).where(eq(evidences.id, evidenceId));
      inCenters(centerNames, template, 'evidence_id');
      // Each center's evidence for the same legal requirement (the oldest, should a center have two).
      const rows = await db
        .selectDistinctOn([evidences.centerId], { id: evidences.id, centerId: evidences.centerId })
        .from(evidences)
        .where(and(inArray(evidences.centerId, ids), eq(evidences.legalRequirementId, template!.legalRequirementId)))
        .orderBy(evidences.centerId, evidences.id);
      for (const row of rows) targets.set(row.centerId, { evidenceId: row.centerId === template!.centerId ? template!.id : row.id });
      refuseMissing(centerNames, targets.keys());
      asksValidityDate = body.asks_validity_date ?? template!.expirationDate !== null;
      break;
    }
    case 'enterprise_document': {
      if (body.enterprise_document_id === undefined) {
        const name = required(body.document_name, 'document_name').trim();
        for (const id of ids) targets.set(id, { documentName: name, documentCategory: body.document_category ?? 'OTHER' });
        break;
      }
      const [template] = await db.select().from(enterpriseDocuments).where(eq(enterpriseDocuments.id, body.enterprise_document_id));
      inCenters(centerNames, template, 'enterprise_document_id');
      const rows = await db
        .selectDistinctOn([enterpriseDocuments.centerId], { id: enterpriseDocuments.id, centerId: enterpriseDocuments.centerId })
        .from(enterpriseDocuments)
        .where(and(inArray(enterpriseDocuments.centerId, ids), eq(normalized(enterpriseDocuments.name), normalized(template!.name))))
        .orderBy(enterpriseDocuments.centerId, enterpriseDocuments.id);
      for (const row of rows)
        targets.set(row.centerId, { enterpriseDocumentId: row.centerId === template!.centerId ? template!.id : row.id });
      refuseMissing(centerNames, targets.keys());
      break;
    }
    case 'waste_document': {
      const document = required(body.waste_document, 'waste_document');
      asksValidityDate = body.asks_validity_date ?? EXPIRING_DOCUMENTS.includes(document);
      if (COLLECTION_DOCUMENTS.includes(document)) {
        if (ids.length > 1) throw badRequest('center_ids', 'clientRequests.oneCenterOnly');
        if (body.residue_collection_id === undefined) throw badRequest('residue_collection_id', 'clientRequests.collectionDocument');
        const [collection] = await db.select().from(residueCollections).where(eq(residueCollections.id, body.residue_collection_id));
        inCenters(centerNames, collection, 'residue_collection_id');
        targets.set(collection!.centerId, { wasteDocument: document, residueCollectionId: collection!.id });
        break;
      }
      if (body.collection_plan_id === undefined) throw badRequest('collection_plan_id', 'clientRequests.planDocument');
      const [template] = await db.select().from(collectionPlans).where(eq(collectionPlans.id, body.collection_plan_id));
      inCenters(centerNames, template, 'collection_plan_id');
      const today = todayInSpain();
      // Each center's current plan for the same residue (the newest, should a center have two).
      const rows = await db
        .selectDistinctOn([collectionPlans.centerId], { id: collectionPlans.id, centerId: collectionPlans.centerId })
        .from(collectionPlans)
        .where(
          and(
            inArray(collectionPlans.centerId, ids),
            eq(collectionPlans.residueId, template!.residueId),
            eq(collectionPlans.isCancelled, false),
            or(isNull(collectionPlans.endDate), gte(collectionPlans.endDate, today)),
          ),
        )
        .orderBy(collectionPlans.centerId, sql`${collectionPlans.id} desc`);
      for (const row of rows)
        targets.set(row.centerId, {
          wasteDocument: document,
          collectionPlanId: row.centerId === template!.centerId ? template!.id : row.id,
        });
      refuseMissing(centerNames, targets.keys());
      break;
    }
    case 'indicator_readings': {
      const asked = body.items ?? [];
      if (!asked.length) throw badRequest('items', 'clientRequests.targetRequired');
      const templates = await db
        .select({ ...getTableColumns(indicators), key: normalized(indicators.name).mapWith(String) })
        .from(indicators)
        .where(
          inArray(
            indicators.id,
            asked.map((item) => item.indicator_id),
          ),
        );
      const today = todayInSpain();
      const byId = new Map(templates.map((row) => [row.id, row]));
      asked.forEach((item, index) => {
        const template = byId.get(item.indicator_id);
        inCenters(centerNames, template, `items.${index}.indicator_id`);
        if (template!.source !== 'MANUAL') throw badRequest(`items.${index}.indicator_id`, 'clientRequests.computedIndicator');
        checkPeriod(template!.frequency, item.period.trim(), today, `items.${index}.period`);
      });
      // Each center's manual indicators of the same names (case and accents ignored).
      const names = [...new Set(templates.map((row) => row.name))];
      const rows = await db
        .select({ id: indicators.id, centerId: indicators.centerId, key: normalized(indicators.name).mapWith(String) })
        .from(indicators)
        .where(
          and(
            inArray(indicators.centerId, ids),
            eq(indicators.source, 'MANUAL'),
            inArray(
              normalized(indicators.name),
              names.map((name) => sql`lower(f_unaccent(${name}))`),
            ),
          ),
        )
        .orderBy(indicators.id);
      const found = new Map<string, number>();
      for (const row of rows) if (!found.has(`${row.centerId}:${row.key}`)) found.set(`${row.centerId}:${row.key}`, row.id);
      const complete: number[] = [];
      for (const id of ids) {
        const mine = asked.map((item) => {
          const template = byId.get(item.indicator_id)!;
          const indicatorId = id === template.centerId ? template.id : found.get(`${id}:${template.key}`);
          return indicatorId === undefined ? undefined : { indicatorId, period: item.period.trim() };
        });
        if (mine.every((item) => item !== undefined)) {
          complete.push(id);
          // The same indicator and period asked twice is asked once.
          items.set(id, [...new Map(mine.map((item) => [`${item!.indicatorId}:${item!.period}`, item!])).values()]);
        }
      }
      refuseMissing(centerNames, complete);
      for (const id of ids) targets.set(id, {});
      break;
    }
    default:
      for (const id of ids) targets.set(id, {});
  }
  return { targets, items, asksValidityDate };
}

/** Creates one request per center in one transaction; answers the new ids and the batch (null for one center). */
export async function createRequests(db: Database, user: AuthUser, body: RequestCreate) {
  if (body.due_date < todayInSpain()) throw badRequest('due_date', 'clientRequests.dueDatePast');
  const visible = await db
    .select({ id: centers.id, name: centers.name })
    .from(centers)
    .where(and(inArray(centers.id, body.center_ids), centerVisibleTo(user, centers.id)));
  if (visible.length < body.center_ids.length) throw notFound('center');
  const centerNames = new Map(body.center_ids.map((id) => [id, visible.find((center) => center.id === id)!.name]));
  const plan = await planTargets(db, body, centerNames);
  const batchId = body.center_ids.length > 1 ? randomUUID() : null;
  const ids = await writeTransaction(db, async (tx) => {
    const rows = await tx
      .insert(clientRequests)
      .values(
        body.center_ids.map((centerId) => ({
          centerId,
          batchId,
          kind: body.kind,
          title: body.title.trim(),
          message: body.message?.trim() ?? '',
          dueDate: body.due_date,
          reminderDays: body.reminder_days ?? DEFAULT_REMINDER_DAYS,
          asksValidityDate: plan.asksValidityDate,
          createdById: user.id,
          ...plan.targets.get(centerId),
        })),
      )
      .returning({ id: clientRequests.id, centerId: clientRequests.centerId });
    const readings = rows.flatMap((row) =>
      (plan.items.get(row.centerId) ?? []).map((item) => ({ centerId: row.centerId, requestId: row.id, ...item })),
    );
    if (readings.length) await tx.insert(clientRequestReadings).values(readings);
    return rows.map((row) => row.id);
  });
  return { batchId, ids };
}
