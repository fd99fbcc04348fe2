import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { RegisterModule } from '../../lib/api';
import { todayInSpain } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { pickName, translate } from '../../lib/language';
import { unitSymbol } from '../../../contract/field-kinds';
import { inBatches } from '../../lib/paging';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { answers } from '../../lib/wire';
import { wasteTenancy } from './route-config';
import { chronologicalRecordAfter, currentPlansOf } from './report-queries';
import { ExpiredDocumentsSchema, NextCollectionsSchema, RecordQuery } from './schemas';
import { everyone } from '../../lib/access';
import { CenterParams } from '../../lib/fields';

const Format = { format: Type.Optional(Type.Literal('xlsx')) };
const inCenter = { access: everyone, tenancy: wasteTenancy.center('read') };
/** One batch as the async rows a sheet streams. */
async function* once<T>(rows: T[]): AsyncGenerator<T[]> {
  yield rows;
}
const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

/** The module's reports: next collections, expired documents, and the archivo cronológico (Ley 7/2022 art. 64). */
export const reportRoutes: RegisterModule = (app, { db, files }) => {
  const tags = ['Waste: reports'];
  const currentPlans = (request: FastifyRequest, centerId: number) => currentPlansOf(db, files, request, centerId);

  // The JSON answer's schema; with ?format=xlsx the workbook is streamed (a stream is never serialised).
  app.get(
    '/api/residue-module/:centerId/reports/next-collections',
    {
      config: inCenter,
      schema: { tags, params: CenterParams, querystring: Type.Object(Format), response: answers(NextCollectionsSchema) },
    },
    async (request, reply) => {
      const results = (await currentPlans(request, request.params.centerId))
        .filter((plan) => plan.next_collection_date)
        .sort((a, b) => a.next_collection_date!.localeCompare(b.next_collection_date!))
        .map((plan) => ({
          plan_id: plan.id,
          next_collection_date: plan.next_collection_date!,
          last_collection_date: plan.last_collection_date,
          ler_code: plan.residue.ler_code,
          residue: plan.residue.name,
          carrier: plan.carrier?.name ?? null,
          manager: plan.manager?.name ?? null,
          collection_frequency: plan.collection_frequency,
        }));
      if (request.query.format === 'xlsx') {
        const today = todayInSpain();
        return sendSpreadsheet(reply, {
          name: 'next-collections',
          title: 'spreadsheet.files.next_collections',
          language: request.language,
          rows: once(results),
          columns: [
            {
              header: 'resources.collection-plan.fields.next_collection_date',
              fallback: 'Next collection',
              value: (row) => day(row.next_collection_date),
            },
            // Overdue marked as in the agenda's sheet (issue 34): a collection past its day reads "Vencida".
            {
              header: 'agenda.fields.state',
              fallback: 'State',
              value: (row) => (row.next_collection_date < today ? 'overdue' : 'due'),
              kind: { kind: 'state', labels: 'agenda.states' },
            },
            { header: 'resources.residue.fields.ler_code', fallback: 'LER code', value: (row) => row.ler_code },
            { header: 'resources.residue.name_one', fallback: 'Residue', value: (row) => row.residue, width: 40 },
            { header: 'resources.collection-plan.fields.carrier_id', fallback: 'Carrier', value: (row) => row.carrier, width: 30 },
            { header: 'resources.collection-plan.fields.manager_id', fallback: 'Manager', value: (row) => row.manager, width: 30 },
          ],
        });
      }
      return { count: results.length, results };
    },
  );

  app.get(
    '/api/residue-module/:centerId/reports/expired-documents',
    {
      config: inCenter,
      schema: { tags, params: CenterParams, querystring: Type.Object(Format), response: answers(ExpiredDocumentsSchema) },
    },
    async (request, reply) => {
      const plans = await currentPlans(request, request.params.centerId);
      const rows: { plan_id: number; ler_code: string; residue: string; document: string; state: string; party: string | null }[] = [];
      for (const plan of plans) {
        const about = { plan_id: plan.id, ler_code: plan.residue.ler_code, residue: plan.residue.name, party: null };
        for (const [document, state] of Object.entries(plan.documents))
          if (state === 'missing' || state === 'expired') rows.push({ ...about, document, state });
        for (const [document, party] of [
          ['carrier_authorisation', plan.carrier],
          ['manager_authorisation', plan.manager],
        ] as const) {
          if (party?.is_authorisation_expired) rows.push({ ...about, document, state: 'expired', party: party.name });
        }
      }
      if (request.query.format === 'xlsx') {
        return sendSpreadsheet(reply, {
          name: 'expired-documents',
          title: 'spreadsheet.files.expired_documents',
          language: request.language,
          rows: once(rows),
          columns: [
            { header: 'resources.residue.fields.ler_code', fallback: 'LER code', value: (row) => row.ler_code },
            { header: 'resources.residue.name_one', fallback: 'Residue', value: (row) => row.residue, width: 40 },
            {
              header: 'waste.reports.document',
              fallback: 'Document',
              value: (row) => row.document,
              width: 30,
              kind: { kind: 'state', labels: 'waste.reports.documents' },
            },
            {
              header: 'waste.reports.state',
              fallback: 'State',
              value: (row) => row.state,
              kind: { kind: 'state', labels: 'waste.documents' },
            },
            { header: 'waste.reports.party', fallback: 'Carrier / manager', value: (row) => row.party, width: 30 },
          ],
        });
      }
      return { count: rows.length, results: rows };
    },
  );

  // The archivo cronológico: every collection of the center in a date range, streamed a batch at a time.
  app.get(
    '/api/residue-module/:centerId/chronological-record',
    { config: inCenter, schema: { tags, params: CenterParams, querystring: RecordQuery } },
    async (request, reply) => {
      const { startDate, endDate } = request.query;
      if (endDate < startDate) throw badRequest('endDate', 'common.endBeforeStart');
      const rows = inBatches(
        chronologicalRecordAfter(db, request.params.centerId, startDate, endDate),
        // Batches go in id order (keyset paging); the sheet is sorted by date within each batch.
        (batch) => batch.sort((a, b) => a.collection.date.localeCompare(b.collection.date)),
      );
      return sendSpreadsheet(reply, {
        name: 'archivo-cronologico',
        title: 'spreadsheet.files.chronological_record',
        language: request.language,
        rows,
        columns: [
          { header: 'resources.residue-collection.fields.date', fallback: 'Date', value: (row) => day(row.collection.date) },
          { header: 'resources.residue.fields.ler_code', fallback: 'LER code', value: (row) => row.residue.lerCode },
          {
            header: 'resources.residue.name_one',
            fallback: 'Residue',
            value: (row) => pickName(request.language, { spanish: row.residue.nameSpanish, catalan: row.residue.nameCatalan }),
            width: 40,
          },
          {
            header: 'resources.residue-collection.fields.quantity',
            fallback: 'Quantity',
            value: (row) => row.collection.quantity,
            kind: { kind: 'quantity', unitField: 'unit' },
          },
          {
            header: 'resources.residue-collection.fields.unit',
            fallback: 'Unit',
            value: (row) => unitSymbol(row.collection.unit, request.language),
          },
          {
            header: 'resources.residue-collection.fields.accepted_quantity',
            fallback: 'Accepted',
            value: (row) => row.collection.acceptedQuantity,
            kind: { kind: 'quantity', unitField: 'unit' },
          },
          {
            header: 'resources.residue-collection.fields.refused_quantity',
            fallback: 'Refused',
            value: (row) => row.collection.refusedQuantity,
            kind: { kind: 'quantity', unitField: 'unit' },
          },
          {
            header: 'waste.record.origin',
            fallback: 'Origin',
            value: () => translate(request.language, 'waste.record.producer', 'Producer'),
            width: 20,
          },
          { header: 'resources.collection-plan.fields.carrier_id', fallback: 'Carrier', value: (row) => row.carrier, width: 30 },
          { header: 'resources.collection-plan.fields.manager_id', fallback: 'Manager', value: (row) => row.manager, width: 30 },
          {
            header: 'resources.collection-plan.fields.treatment_id',
            fallback: 'Treatment',
            value: (row) => `${row.treatment.type} ${row.treatment.name}`,
            width: 30,
          },
          {
            header: 'resources.residue-collection.fields.collection_document_number',
            fallback: 'DI number',
            value: (row) => row.collection.collectionDocumentNumber,
          },
        ],
      });
    },
  );
};
