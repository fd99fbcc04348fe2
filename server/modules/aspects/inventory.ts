import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { criterionName, scalesFor, type EvaluationMethod, type OperatingCondition } from '../../../contract/aspects';
import { SPREADSHEET_CONTENT_TYPE } from '../../../contract/paging';
import type { Database } from '../../db/client';
import type { aspectEvaluations } from '../../db/schema';
import { evaluatedAspects } from '../../db/schema';
import type { FileService } from '../../lib/files';
import { translate, type Language } from '../../lib/language';
import { inBatches } from '../../lib/paging';
import { loadExcel } from '../../lib/on-demand';
import { downloadFileName, sheetName } from '../../lib/spreadsheet';
import { evaluatedOrder, evaluatedSelect, presentEvaluated } from './evaluated-aspects';
import { documentHeading } from './center-context';
import { stateText } from '../../lib/field-text';
import { formatDate } from '../../../contract/field-kinds';

const t = (language: Language, key: string, fallback: string) => translate(language, `aspects.${key}`, fallback);
export const INVENTORY_BATCH = 500;

// ExcelJS's streaming writer places no pictures in cells (only sheet backgrounds), so the logo is written as
// the drawing part the in-memory writer would write: one picture anchored at A1, 120 x 48 px.
const EMU_PER_PIXEL = 9525;
const DRAWING_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/drawing';
const drawingXml = (width: number, height: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><xdr:oneCellAnchor><xdr:from><xdr:col>0</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>0</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:ext cx="${width}" cy="${height}"/><xdr:pic><xdr:nvPicPr><xdr:cNvPr id="2" name="Logo"/><xdr:cNvPicPr><a:picLocks noChangeAspect="1"/></xdr:cNvPicPr></xdr:nvPicPr><xdr:blipFill><a:blip r:embed="rId1"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill><xdr:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${width}" cy="${height}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic><xdr:clientData/></xdr:oneCellAnchor></xdr:wsDr>`;
const drawingRelsXml = (media: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/${media}"/></Relationships>`;

/** The parts of ExcelJS's streaming writer the logo needs (not in its typings). */
interface StreamingInternals {
  zip: { append(source: string | Buffer, data: { name: string }): unknown };
  media: { name: string }[];
}
interface SheetInternals {
  _sheetRelsWriter: { addRelationship(rel: { Target: string; Type: string }): string };
  _writeLegacyData(): void;
  _write(text: string): void;
}

/** Anchors the logo at A1 of a streamed sheet: drawing part, its relationship, the sheet's <drawing> and the content type. */
function anchorLogo(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: ExcelJS.Worksheet,
  logo: { data: Buffer; type: 'png' | 'jpg' | 'gif' | 'bmp' },
) {
  const internals = workbook as unknown as StreamingInternals;
  const imageId = workbook.addImage({
    buffer: logo.data as unknown as ExcelJS.Buffer,
    extension: logo.type === 'jpg' ? 'jpeg' : (logo.type as 'png' | 'gif'),
  });
  const media = internals.media[imageId]!.name;
  internals.zip.append(drawingXml(120 * EMU_PER_PIXEL, 48 * EMU_PER_PIXEL), { name: 'xl/drawings/drawing1.xml' });
  internals.zip.append(drawingRelsXml(media), { name: 'xl/drawings/_rels/drawing1.xml.rels' });
  const append = internals.zip.append.bind(internals.zip);
  internals.zip.append = (source, data) =>
    append(
      data.name === '[Content_Types].xml' && typeof source === 'string'
        ? source.replace(
            '</Types>',
            '<Override PartName="/xl/drawings/drawing1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/></Types>',
          )
        : source,
      data,
    );
  const writer = sheet as unknown as SheetInternals;
  const rId = writer._sheetRelsWriter.addRelationship({ Target: '../drawings/drawing1.xml', Type: DRAWING_TYPE });
  const legacy = writer._writeLegacyData.bind(writer);
  // <drawing> goes right before <legacyDrawing> in a worksheet (ECMA-376 CT_Worksheet).
  writer._writeLegacyData = () => {
    writer._write(`<drawing r:id="${rId}"/>`);
    legacy();
  };
}

/** The evaluation's evaluated aspects in tree order, a batch at a time (the cursor is the row's position in that order). */
export const inventoryRows = (
  db: Database,
  evaluation: typeof aspectEvaluations.$inferSelect,
  language: Language,
  size = INVENTORY_BATCH,
) =>
  inBatches(
    async (after, limit) =>
      (
        await evaluatedSelect(db)
          .where(eq(evaluatedAspects.evaluationId, evaluation.id))
          .orderBy(...evaluatedOrder)
          .limit(limit)
          .offset(after)
      ).map((row, index) => ({ ...row, id: after + index + 1 })),
    (rows) => rows.map(presentEvaluated({ language }, evaluation.method as EvaluationMethod)),
    size,
  );

/**
 * The evaluation's inventory as .xlsx, streamed to the client as the rows are read (memory does not grow
 * with the row count), in `language` (the center's when absent), headed by the consultancy's logo: one row per
 * evaluated aspect with its place in the tree, condition, scores, score and significance.
 */
export async function sendInventory(
  db: Database,
  files: FileService,
  reply: FastifyReply,
  evaluation: typeof aspectEvaluations.$inferSelect,
  asked?: Language,
) {
  const heading = await documentHeading(db, files, evaluation.centerId);
  const language = asked ?? heading.language;
  const method = evaluation.method as EvaluationMethod;
  const output = new PassThrough();
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName(t(language, 'inventory.sheet', 'Inventory')));
  if (heading.logo) anchorLogo(workbook, sheet, heading.logo);

  const criteria = method.criteria;
  const emergency = scalesFor(method, 'EMERGENCY');
  const header = [
    t(language, 'fields.stage', 'Stage'),
    t(language, 'fields.zone', 'Zone'),
    t(language, 'fields.vector', 'Vector'),
    t(language, 'fields.aspect', 'Aspect'),
    t(language, 'fields.condition', 'Operating condition'),
    ...criteria.map((criterion) => criterionName(criterion, language)),
    t(language, 'fields.probability', 'Probability'),
    t(language, 'fields.consequence', 'Consequence'),
    t(language, 'fields.score', 'Score'),
    t(language, 'fields.threshold', 'Threshold'),
    t(language, 'fields.significant', 'Significant'),
    t(language, 'fields.observations', 'Observations'),
  ];
  const yes = t(language, 'yes', 'Yes');
  const no = t(language, 'no', 'No');
  (async () => {
    // Widths first: the streaming writer writes <cols> before the first row.
    sheet.columns = header.map((_, i) => ({ width: i < 4 ? 30 : 14 }));
    const line = (number: number, values: ExcelJS.CellValue[], font?: Partial<ExcelJS.Font>) => {
      const row = sheet.getRow(number);
      row.values = values;
      if (font) row.font = font;
      row.commit();
    };
    line(1, [null, null, t(language, 'inventory.title', 'Inventory of environmental aspects')], { bold: true, size: 14 });
    line(2, [null, null, `${heading.centerName} · ${formatDate(evaluation.date)}`]);
    line(3, [null, null, heading.consultancyName]);
    line(5, header, { bold: true });
    let index = 6;
    for await (const batch of inventoryRows(db, evaluation, language)) {
      for (const row of batch) {
        const scores = row.scores ?? {};
        const condition = row.condition as OperatingCondition;
        line(index++, [
          row.stage.name,
          row.zone.name,
          row.vector.name,
          row.aspect.name,
          stateText('aspects.conditions', condition, language),
          ...criteria.map((criterion) => (condition === 'EMERGENCY' ? null : (scores[criterion.key] ?? null))),
          ...emergency.map((scale) => (condition === 'EMERGENCY' ? (scores[scale.key] ?? null) : null)),
          row.score,
          row.threshold,
          (evaluation.isOpen ? row.reaches_threshold : row.is_significant) ? yes : no,
          row.observations ?? '',
        ]);
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    reply.log.error({ err: error }, 'inventory export failed');
    output.destroy(error as Error);
  });
  return reply
    .header('content-type', SPREADSHEET_CONTENT_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${downloadFileName(translate(language, 'spreadsheet.files.aspect_inventory', 'Aspect inventory'), String(evaluation.id))}"`,
    )
    .send(output);
}
