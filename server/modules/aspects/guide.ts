import { AlignmentType, Document, HeadingLevel, ImageRun, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { centerPractices, type goodPracticeEvaluations } from '../../db/schema';
import type { FileService } from '../../lib/files';
import { pickName, translate, type Language } from '../../lib/language';
import { documentHeading } from './center-context';
import { practiceOrder, practiceSelect } from './good-practice-evaluations';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const t = (language: Language, key: string, fallback: string) => translate(language, `aspects.${key}`, fallback);
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');
const cell = (text: string, bold = false) => new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });

/**
 * The good-practice guide of the center: stage > zone > vector > aspect, each with its practices, in the
 * center's language under the consultancy's logo. With fulfilled fields it also shows this evaluation's
 * verdict and comment per practice (the filled-in record); without, the blank guide to take on site.
 */
export async function guideDocument(db: Database, files: FileService, evaluation: typeof goodPracticeEvaluations.$inferSelect, withFulfilledFields: boolean) {
  const heading = await documentHeading(db, files, evaluation.centerId);
  const language = heading.language;
  const name = (row: { nameSpanish: string; nameCatalan: string }) => pickName(language, { spanish: row.nameSpanish, catalan: row.nameCatalan });
  const rows = await practiceSelect(db, evaluation.id).where(eq(centerPractices.centerId, evaluation.centerId)).orderBy(...practiceOrder);

  const children: (Paragraph | Table)[] = [];
  if (heading.logo) {
    children.push(new Paragraph({ children: [new ImageRun({ type: heading.logo.type, data: heading.logo.data, transformation: { width: 120, height: 48 } })] }));
  }
  children.push(
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(t(language, 'guide.title', 'Good practice guide'))] }),
    new Paragraph({ children: [new TextRun({ text: heading.centerName, bold: true }), new TextRun(` · ${ddmmyyyy(evaluation.date)} · ${heading.consultancyName}`)] }),
  );
  const stateLabel = (state: string) => t(language, `states.${state}`, state);
  let stageId = 0; let zoneId = 0; let aspectKey = '';
  let table: TableRow[] | undefined;
  const flush = () => {
    if (table) children.push(new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: table }));
    table = undefined;
  };
  for (const row of rows) {
    if (row.stage.id !== stageId) {
      flush();
      stageId = row.stage.id; zoneId = 0;
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(`${t(language, 'fields.stage', 'Stage')}: ${row.stage.name}`)] }));
    }
    if (row.zone.id !== zoneId) {
      flush();
      zoneId = row.zone.id; aspectKey = '';
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun(`${t(language, 'fields.zone', 'Zone')}: ${row.zone.name}`)] }));
    }
    const key = `${row.zone.id}:${row.aspect.id}`;
    if (key !== aspectKey) {
      flush();
      aspectKey = key;
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_3, children: [new TextRun(`${name(row.vector)} · ${name(row.aspect)}`)] }));
      table = [new TableRow({
        tableHeader: true,
        children: [cell(t(language, 'fields.practice', 'Good practice'), true), cell(t(language, 'fields.state', 'Fulfilment'), true), cell(t(language, 'fields.comment', 'Comment'), true)],
      })];
    }
    const state = withFulfilledFields && row.evaluated ? stateLabel(row.evaluated.state) : '';
    const comment = withFulfilledFields ? row.evaluated?.comment ?? '' : '';
    table!.push(new TableRow({ children: [cell(name(row.practice)), cell(state), cell(comment)] }));
  }
  flush();
  if (!rows.length) children.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun(t(language, 'guide.empty', 'The center applies no good practice yet.'))] }));
  const document = new Document({ creator: heading.consultancyName, title: t(language, 'guide.title', 'Good practice guide'), sections: [{ children }] });
  return Packer.toBuffer(document);
}

export async function sendGuide(db: Database, files: FileService, reply: FastifyReply, evaluation: typeof goodPracticeEvaluations.$inferSelect, withFulfilledFields: boolean) {
  const bytes = await guideDocument(db, files, evaluation, withFulfilledFields);
  return reply.header('content-type', DOCX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="good-practice-guide-${evaluation.id}${withFulfilledFields ? '-filled' : ''}.docx"`)
    .send(bytes);
}
