import { and, eq, inArray, sql } from 'drizzle-orm';
import { PENDING_STATES } from '../../../contract/requests';
import type { Database } from '../../db/client';
import { clientRequestFiles, clientRequestReadings, clientRequests } from '../../db/schema';
import { AppError, badRequest, invalidFields, notFound } from '../../lib/errors';
import { DOCUMENT_KINDS } from '../../lib/file-types';
import { isUpload, type FileService, type Upload } from '../../lib/files';
import { textOrNull } from '../../lib/fields';
import { message, type MessageKey } from '../../lib/messages';
import type { RequestAnswer } from './schemas';

// The client's answer: checked whole, then written in one transaction with its files. Nothing but the request changes.

type StateKey = 'clientRequests.notAnswerable' | 'clientRequests.notReviewable' | 'clientRequests.notCancellable';

/** 409 request_state: the request is not in a state the action applies to. */
export const wrongState = (key: StateKey, state: string) =>
  new AppError(409, 'request_state', message(key, { state: message(`clientRequests.states.${state}` as 'clientRequests.states.open') }));

/** A reading as typed: a number with a point or a comma as the decimal mark. */
function parseReading(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return Number.NaN;
  return Number(text);
}

const uploadsOf = (files: RequestAnswer['files']): Upload[] => (Array.isArray(files) ? files : files ? [files] : []).filter(isUpload);

const DOCUMENT_REQUESTS = ['evidence_document', 'waste_document', 'enterprise_document'];

/** Checks and stores the answer; answers the file ids it replaced (to discard after commit). */
export async function answerRequest(db: Database, files: FileService, userId: number, id: number, body: RequestAnswer) {
  const [request] = await db.select().from(clientRequests).where(eq(clientRequests.id, id));
  if (!request) throw notFound('client-request');
  if (!PENDING_STATES.includes(request.state as 'open')) throw wrongState('clientRequests.notAnswerable', request.state);
  const [items, kept] = await Promise.all([
    db.select({ id: clientRequestReadings.id }).from(clientRequestReadings).where(eq(clientRequestReadings.requestId, id)),
    db.select({ fileId: clientRequestFiles.fileId }).from(clientRequestFiles).where(eq(clientRequestFiles.requestId, id)),
  ]);
  const uploads = uploadsOf(body.files);
  const text = textOrNull(body.text ?? null);
  const problems: Record<string, MessageKey> = {};
  const values = items.map((item) => {
    const field = `reading_${item.id}`;
    const value = parseReading((body as Record<string, unknown>)[field]);
    if (value === undefined) problems[field] = 'clientRequests.readingRequired';
    else if (Number.isNaN(value)) problems[field] = 'clientRequests.readingNotNumber';
    return { id: item.id, value: value ?? 0 };
  });
  const hasFiles = uploads.length > 0 || kept.length > 0;
  if (DOCUMENT_REQUESTS.includes(request.kind) && !hasFiles) problems.files = 'clientRequests.fileRequired';
  if (request.asksValidityDate && !body.validity_date) problems.validity_date = 'clientRequests.validityDateRequired';
  if (request.kind === 'question' && !text && !hasFiles) problems.text = 'clientRequests.textRequired';
  if (Object.keys(problems).length) {
    const [field, said] = Object.entries(problems)[0]!;
    throw Object.keys(problems).length === 1 ? badRequest(field, said) : invalidFields(problems);
  }
  const parts = Object.fromEntries(uploads.map((upload, index) => [`files.${index}`, { upload, kinds: DOCUMENT_KINDS }]));
  return files.saveEach(parts, async (tx, fileIds) => {
    const [updated] = await tx
      .update(clientRequests)
      .set({
        state: 'answered',
        answerText: text,
        validityDate: body.validity_date || null,
        answeredById: userId,
        answeredAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(clientRequests.id, id), inArray(clientRequests.state, [...PENDING_STATES])))
      .returning({ state: clientRequests.state });
    // Another answer (or a cancellation) came first.
    if (!updated) throw wrongState('clientRequests.notAnswerable', 'answered');
    if (values.length)
      await tx.execute(
        sql`update ${clientRequestReadings} set value = v.value from (values ${sql.join(
          values.map((value) => sql`(${value.id}::integer, ${value.value}::double precision)`),
          sql`, `,
        )}) as v(id, value) where ${clientRequestReadings.id} = v.id`,
      );
    const newIds = Object.values(fileIds) as string[];
    if (!newIds.length) return [];
    // New files replace those of the returned answer.
    const replaced = await tx
      .delete(clientRequestFiles)
      .where(eq(clientRequestFiles.requestId, id))
      .returning({ fileId: clientRequestFiles.fileId });
    await tx.insert(clientRequestFiles).values(newIds.map((fileId) => ({ centerId: request.centerId, requestId: id, fileId })));
    return replaced.map((row) => row.fileId);
  });
}
