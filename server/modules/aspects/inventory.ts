import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { scalesFor, type EvaluationMethod, type OperatingCondition } from '../../../contract/aspects';
import { SPREADSHEET_CONTENT_TYPE } from '../../../contract/paging';
import type { Database } from '../../db/client';
import type { aspectEvaluations } from '../../db/schema';
import { evaluatedAspects } from '../../db/schema';
import type { FileService } from '../../lib/files';
import { translate, type Language } from '../../lib/language';
import { spreadsheetFileName } from '../../lib/spreadsheet';
import { evaluatedOrder, evaluatedSelect, presentEvaluated } from './aspect-evaluations';
import { documentHeading } from './center-context';

const t = (language: Language, key: string, fallback: string) => translate(language, `aspects.${key}`, fallback);
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

/**
 * The evaluation's inventory as .xlsx, in the center's language, headed by the consultancy's logo:
 * one row per evaluated aspect with its place in the tree, condition, scores, score and significance.
 * Built in memory (a center's inventory is a few thousand rows) so the logo can be placed.
 */
export async function inventoryWorkbook(db: Database, files: FileService, evaluation: typeof aspectEvaluations.$inferSelect) {
  const heading = await documentHeading(db, files, evaluation.centerId);
  const language = heading.language;
  const method = evaluation.method as EvaluationMethod;
  const rows = (await evaluatedSelect(db).where(eq(evaluatedAspects.evaluationId, evaluation.id)).orderBy(...evaluatedOrder)).map(presentEvaluated({ language }, method));

  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t(language, 'inventory.sheet', 'Inventory').slice(0, 31));
  if (heading.logo) {
    const image = workbook.addImage({ buffer: heading.logo.data as unknown as ExcelJS.Buffer, extension: heading.logo.type === 'jpg' ? 'jpeg' : heading.logo.type as 'png' | 'gif' });
    sheet.addImage(image, { tl: { col: 0, row: 0 }, ext: { width: 120, height: 48 } });
  }
  sheet.getCell('C1').value = t(language, 'inventory.title', 'Inventory of environmental aspects');
  sheet.getCell('C1').font = { bold: true, size: 14 };
  sheet.getCell('C2').value = `${heading.centerName} · ${ddmmyyyy(evaluation.date)}`;
  sheet.getCell('C3').value = heading.consultancyName;

  const criteria = method.criteria;
  const emergency = scalesFor(method, 'EMERGENCY');
  const header = [
    t(language, 'fields.stage', 'Stage'), t(language, 'fields.zone', 'Zone'), t(language, 'fields.vector', 'Vector'), t(language, 'fields.aspect', 'Aspect'),
    t(language, 'fields.condition', 'Operating condition'),
    ...criteria.map((criterion) => criterion.name),
    t(language, 'fields.probability', 'Probability'), t(language, 'fields.consequence', 'Consequence'),
    t(language, 'fields.score', 'Score'), t(language, 'fields.threshold', 'Threshold'), t(language, 'fields.significant', 'Significant'),
    t(language, 'fields.observations', 'Observations'),
  ];
  const headerRow = sheet.getRow(5);
  headerRow.values = header;
  headerRow.font = { bold: true };
  const yes = t(language, 'yes', 'Yes');
  const no = t(language, 'no', 'No');
  let index = 6;
  for (const row of rows) {
    const scores = row.scores ?? {};
    const condition = row.condition as OperatingCondition;
    sheet.getRow(index++).values = [
      row.stage.name, row.zone.name, row.vector.name, row.aspect.name, t(language, `conditions.${condition}`, condition),
      ...criteria.map((criterion) => (condition === 'EMERGENCY' ? null : scores[criterion.key] ?? null)),
      ...emergency.map((scale) => (condition === 'EMERGENCY' ? scores[scale.key] ?? null : null)),
      row.score, row.threshold, (evaluation.isOpen ? row.reaches_threshold : row.is_significant) ? yes : no, row.observations ?? '',
    ];
  }
  sheet.columns.forEach((column, i) => { column.width = i < 4 ? 30 : 14; });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function sendInventory(db: Database, files: FileService, reply: FastifyReply, evaluation: typeof aspectEvaluations.$inferSelect) {
  const bytes = await inventoryWorkbook(db, files, evaluation);
  return reply.header('content-type', SPREADSHEET_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${spreadsheetFileName(`aspect-inventory-${evaluation.id}`)}"`)
    .send(bytes);
}
