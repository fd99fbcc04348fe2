import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clientRequestReadings, clientRequests, evidences, indicators } from '../db/schema';
import { addDays, todayInSpain } from '../lib/dates';
import { lastDuePeriod, type IndicatorFrequency } from '../../contract/indicators';

/**
 * Client requests (issue 35) in three states: an evidence document the Catalan plant's client has to send, last month's
 * water reading it sent and the consultancy has to review, and an overdue question to Santoña. Marked announced, so
 * starting the demo mails nobody.
 */
export async function seedRequestsDemo(
  db: Database,
  { sabadellId, santonaId, collaboratorId, clientId }: { sabadellId: number; santonaId: number; collaboratorId: number; clientId: number },
) {
  const today = todayInSpain();
  const [evidence] = await db.select().from(evidences).where(eq(evidences.centerId, sabadellId)).orderBy(asc(evidences.id)).limit(1);
  const [water] = await db
    .select()
    .from(indicators)
    .where(and(eq(indicators.centerId, sabadellId), eq(indicators.source, 'MANUAL')))
    .orderBy(asc(indicators.id))
    .limit(1);
  const common = { createdById: collaboratorId, announcedAt: new Date() };
  const rows = await db
    .insert(clientRequests)
    .values([
      ...(evidence
        ? [
            {
              ...common,
              centerId: sabadellId,
              kind: 'evidence_document',
              title: 'Autorització d’abocament vigent',
              message: 'Si us plau, pugeu la resolució d’autorització d’abocament renovada i indiqueu-ne la data de validesa.',
              dueDate: addDays(today, 7),
              asksValidityDate: true,
              evidenceId: evidence.id,
            },
          ]
        : []),
      {
        ...common,
        centerId: santonaId,
        kind: 'question',
        title: 'Empresa de mantenimiento de la depuradora',
        message: '¿Qué empresa hace el mantenimiento de la depuradora y cada cuánto pasa?',
        dueDate: addDays(today, -3),
      },
    ])
    .returning({ id: clientRequests.id });
  if (!water) return rows.length;
  const [readings] = await db
    .insert(clientRequests)
    .values({
      ...common,
      centerId: sabadellId,
      kind: 'indicator_readings',
      title: 'Lectura del comptador d’aigua',
      message: 'Necessitem la lectura del mes passat per tancar l’indicador.',
      dueDate: addDays(today, 2),
      state: 'answered',
      answerText: 'Lectura del comptador general.',
      answeredById: clientId,
      answeredAt: new Date(),
    })
    .returning({ id: clientRequests.id });
  await db.insert(clientRequestReadings).values({
    centerId: sabadellId,
    requestId: readings!.id,
    indicatorId: water.id,
    period: lastDuePeriod(water.frequency as IndicatorFrequency, today),
    value: 2.9,
  });
  return rows.length + 1;
}
