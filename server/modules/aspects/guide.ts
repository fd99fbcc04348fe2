import type { Paragraph } from 'docx';
import { eq } from 'drizzle-orm';
import { loadDocx, loadJsZip } from '../../lib/on-demand';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { centerPractices, type goodPracticeEvaluations } from '../../db/schema';
import type { FileService } from '../../lib/files';
import { inBatches } from '../../lib/paging';
import { pickName, translate, type Language } from '../../lib/language';
import { downloadFileName } from '../../lib/spreadsheet';
import { documentHeading } from './center-context';
import { practiceOrder, practiceSelect } from './judged-practices';
import { stateText } from '../../lib/field-text';
import { formatDate } from '../../../contract/field-kinds';

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const t = (language: Language, key: string, fallback: string) => translate(language, `aspects.${key}`, fallback);
// The body is WordprocessingML written as text, a batch of rows at a time: the docx library's object tree
// for thousands of practices took 1.5 GB and 5 s (bench/aspects.ts, 6,000 practices). The library still
// writes the package (styles, logo, heading); the body replaces a marker paragraph in its document.xml.
const MARKER = '@@GUIDE_BODY@@';
export const GUIDE_BATCH = 1000;
const xmlText = (text: string) =>
  text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/><w:bCs/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlText(text)}</w:t></w:r>`;
const heading = (level: 1 | 2 | 3, text: string) => `<w:p><w:pPr><w:pStyle w:val="Heading${level}"/></w:pPr>${run(text)}</w:p>`;
const cell = (text: string, bold = false) => `<w:tc><w:tcPr><w:tcW w:type="pct" w:w="1667"/></w:tcPr><w:p>${run(text, bold)}</w:p></w:tc>`;
const BORDERS = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
  .map((side) => `<w:${side} w:val="single" w:color="auto" w:sz="4"/>`)
  .join('');
const tableStart = (columns: string[]) =>
  `<w:tbl><w:tblPr><w:tblW w:type="pct" w:w="5000"/><w:tblBorders>${BORDERS}</w:tblBorders></w:tblPr><w:tblGrid>${'<w:gridCol w:w="3009"/>'.repeat(columns.length)}</w:tblGrid>` +
  `<w:tr><w:trPr><w:tblHeader/></w:trPr>${columns.map((column) => cell(column, true)).join('')}</w:tr>`;

/** The evaluation's practices in tree order, a batch at a time (the cursor is the row's position in that order). */
export const guideRows = (db: Database, evaluation: typeof goodPracticeEvaluations.$inferSelect, size = GUIDE_BATCH) =>
  inBatches(
    async (after, limit) =>
      (
        await practiceSelect(db, evaluation.id)
          .where(eq(centerPractices.centerId, evaluation.centerId))
          .orderBy(...practiceOrder)
          .limit(limit)
          .offset(after)
      ).map((row, index) => ({ ...row, id: after + index + 1 })),
    undefined,
    size,
  );

/**
 * The good-practice guide of the center: stage > zone > vector > aspect, each with its practices, in the
 * language asked (the center's when absent) under the consultancy's logo. With fulfilled fields it also shows this evaluation's
 * verdict and comment per practice (the filled-in record); without, the blank guide to take on site.
 * Answers the .docx as a stream, with the language it is written in.
 */
export async function guideDocument(
  db: Database,
  files: FileService,
  evaluation: typeof goodPracticeEvaluations.$inferSelect,
  withFulfilledFields: boolean,
  asked?: Language,
) {
  const top = await documentHeading(db, files, evaluation.centerId);
  const language = asked ?? top.language;
  const name = (row: { nameSpanish: string; nameCatalan: string }) =>
    pickName(language, { spanish: row.nameSpanish, catalan: row.nameCatalan });

  const [{ Document, HeadingLevel, ImageRun, Packer, Paragraph, TextRun }, JSZip] = await Promise.all([loadDocx(), loadJsZip()]);
  const children: Paragraph[] = [];
  if (top.logo)
    children.push(
      new Paragraph({ children: [new ImageRun({ type: top.logo.type, data: top.logo.data, transformation: { width: 120, height: 48 } })] }),
    );
  children.push(
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(t(language, 'guide.title', 'Good practice guide'))] }),
    new Paragraph({
      children: [
        new TextRun({ text: top.centerName, bold: true }),
        new TextRun(` · ${formatDate(evaluation.date)} · ${top.consultancyName}`),
      ],
    }),
    new Paragraph({ children: [new TextRun(MARKER)] }),
  );
  const skeleton = new Document({
    creator: top.consultancyName,
    title: t(language, 'guide.title', 'Good practice guide'),
    sections: [{ children }],
  });
  const zip = await JSZip.loadAsync(await Packer.toBuffer(skeleton));
  const documentXml = await zip.file('word/document.xml')!.async('string');
  const marker = documentXml.indexOf(MARKER);
  const before = documentXml.slice(0, documentXml.lastIndexOf('<w:p>', marker));
  const after = documentXml.slice(documentXml.indexOf('</w:p>', marker) + '</w:p>'.length);

  const columns = [
    t(language, 'fields.practice', 'Good practice'),
    t(language, 'fields.state', 'Fulfilment'),
    t(language, 'fields.comment', 'Comment'),
  ];
  const stateLabel = (state: string) => stateText('aspects.states', state, language);
  const body: string[] = [];
  let stageId = 0;
  let zoneId = 0;
  let aspectKey = '';
  let inTable = false;
  let rows = 0;
  const flush = () => {
    if (inTable) body.push('</w:tbl>');
    inTable = false;
  };
  for await (const batch of guideRows(db, evaluation)) {
    for (const row of batch) {
      rows++;
      if (row.stage.id !== stageId) {
        flush();
        stageId = row.stage.id;
        zoneId = 0;
        body.push(heading(1, `${t(language, 'fields.stage', 'Stage')}: ${row.stage.name}`));
      }
      if (row.zone.id !== zoneId) {
        flush();
        zoneId = row.zone.id;
        aspectKey = '';
        body.push(heading(2, `${t(language, 'fields.zone', 'Zone')}: ${row.zone.name}`));
      }
      const key = `${row.zone.id}:${row.aspect.id}`;
      if (key !== aspectKey) {
        flush();
        aspectKey = key;
        body.push(heading(3, `${name(row.vector)} · ${name(row.aspect)}`), tableStart(columns));
        inTable = true;
      }
      const state = withFulfilledFields && row.evaluated ? stateLabel(row.evaluated.state) : '';
      const comment = withFulfilledFields ? (row.evaluated?.comment ?? '') : '';
      body.push(`<w:tr>${cell(name(row.practice))}${cell(state)}${cell(comment)}</w:tr>`);
    }
  }
  flush();
  if (!rows)
    body.push(
      `<w:p><w:pPr><w:jc w:val="center"/></w:pPr>${run(t(language, 'guide.empty', 'The center applies no good practice yet.'))}</w:p>`,
    );
  zip.file('word/document.xml', before + body.join('') + after);
  return { stream: zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' }), language };
}

export async function sendGuide(
  db: Database,
  files: FileService,
  reply: FastifyReply,
  evaluation: typeof goodPracticeEvaluations.$inferSelect,
  withFulfilledFields: boolean,
  asked?: Language,
) {
  const { stream, language } = await guideDocument(db, files, evaluation, withFulfilledFields, asked);
  // Named in the document's language, like its contents: "guia-de-bones-practiques-12_2026-11-22_1023.docx".
  const title = withFulfilledFields
    ? translate(language, 'spreadsheet.files.good_practice_guide_filled', 'Good practice guide filled in')
    : translate(language, 'spreadsheet.files.good_practice_guide', 'Good practice guide');
  return reply
    .header('content-type', DOCX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${downloadFileName(title, String(evaluation.id), 'docx')}"`)
    .send(stream);
}
