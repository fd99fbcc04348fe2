import {
  formatDate,
  formatLongDate,
  formatNumber,
  formatPercent,
  formatPeriod,
  formatQuantity,
  formatShortMonth,
} from '../../../contract/field-kinds';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/access';
import { checkPeriod, todayInSpain } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import type { FileService } from '../../lib/files';
import { translate, translateWith } from '../../lib/language';
import { loadPdfKit } from '../../lib/on-demand';
import { reportData, type ReportData } from './data';
import { COLOURS, Layout, PAGE_MARGINS, type Row } from './layout';
import { stateText } from '../../lib/field-text';

/** What a center report is asked for: whose eyes (sections follow what the viewer may see), which center, which period. */
export interface CenterReportRequest {
  user: AuthUser;
  centerId: number;
  /** Defaults to the center's own language (center.used_language). */
  language?: 'es' | 'ca';
  /** The period the year figures cover (YYYY-MM-DD); defaults to 1 January of this year until today in Spain. */
  from?: string;
  to?: string;
  /** Where the logos are read from; without it the cover names the consultancy and the enterprise in text. */
  files?: FileService;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written yyyy-MM-dd (2026-02-30 is not one). */
const isDay = (value: string) => {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The period asked for, checked: a bad day is a 400 naming its field, a reversed period one naming `to` (lib/dates.ts). */
export function reportPeriod(from: string | undefined, to: string | undefined, today = todayInSpain()) {
  if (from !== undefined && !isDay(from)) throw badRequest('from', 'period.dateFormat');
  if (to !== undefined && !isDay(to)) throw badRequest('to', 'period.dateFormat');
  const end = to ?? today;
  const start = from ?? `${end.slice(0, 4)}-01-01`;
  checkPeriod(start, end);
  return { from: start, to: end, today };
}

/** A logo's bytes when it is a PNG or a JPEG (what pdfkit embeds); null otherwise, and the cover writes the name. */
async function logoBytes(files: FileService | undefined, fileId: string | null): Promise<Buffer | null> {
  if (!files || !fileId) return null;
  try {
    const stored = await files.bytes(fileId);
    return stored && ['image/png', 'image/jpeg'].includes(stored.file.contentType) ? stored.data : null;
  } catch {
    return null;
  }
}

/** The cover's two logos: the consultancy's, and the center's own or else its enterprise's (at most two statements). */
export async function logosOf(
  files: FileService | undefined,
  data: { center: Pick<ReportData['center'], 'consultancyLogo' | 'centerLogo' | 'enterpriseLogo'> },
) {
  return {
    consultancy: await logoBytes(files, data.center.consultancyLogo),
    client: await logoBytes(files, data.center.centerLogo ?? data.center.enterpriseLogo),
  };
}

/** The cover: the consultancy's logo and the center's own (the enterprise's when the center has none), title, facts. */
function cover(layout: Layout, data: ReportData, logos: { consultancy: Buffer | null; client: Buffer | null }) {
  const { doc } = layout;
  const { language: lang, center, period } = data;
  const t = (key: string, fallback: string) => translate(lang, `centerReport.${key}`, fallback);
  const half = layout.width / 2 - 10;
  layout.logo(logos.consultancy, center.consultancy, layout.left, 70, { width: half, height: 80, align: 'left' });
  layout.logo(logos.client, center.enterprise, layout.left + layout.width - half, 70, { width: half, height: 80, align: 'right' });
  doc
    .moveTo(layout.left, 175)
    .lineTo(layout.left + layout.width, 175)
    .lineWidth(2)
    .strokeColor(COLOURS.brand)
    .stroke();
  doc
    .font('Helvetica-Bold')
    .fontSize(28)
    .fillColor(COLOURS.brand)
    .text(t('title', 'Compliance report'), layout.left, 250, { width: layout.width });
  doc.moveDown(0.3);
  doc.font('Helvetica-Bold').fontSize(18).fillColor(COLOURS.text).text(center.name, { width: layout.width });
  doc.moveDown(2);
  const address = [center.address, [center.postalCode, center.municipality].filter(Boolean).join(' '), center.province]
    .filter(Boolean)
    .join(', ');
  layout.facts(
    [
      [t('enterprise', 'Enterprise'), center.enterprise],
      [t('address', 'Address'), address],
      [t('date', 'Report date'), formatLongDate(period.today, lang)],
      [
        t('period', 'Period'),
        translateWith(lang, 'centerReport.period_value', { from: formatDate(period.from), to: formatDate(period.to) }),
      ],
      [t('prepared_by', 'Prepared by'), center.consultancy],
    ],
    layout.left,
    layout.width,
  );
}

function complianceSection(layout: Layout, data: ReportData, number: number) {
  const compliance = data.compliance!;
  const { doc } = layout;
  const lang = data.language;
  const t = (key: string, fallback: string) => translate(lang, `centerReport.${key}`, fallback);
  const state = (code: string) => stateText('legalModule.states', code, lang);
  const percent = (value: number | null) => (value === null ? '—' : formatPercent(value, lang));
  layout.heading(`${number}. ${t('sections.compliance', 'Compliance with legal requirements')}`);
  const { total } = compliance;
  if (!total.totalEvidences) layout.paragraph(t('no_evidences', 'The center has no evidences yet.'));
  else {
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(30)
      .fillColor(COLOURS.brand)
      .text(percent(total.fulfilledEvidences.percentage), layout.left, y, { width: 150 });
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(COLOURS.text)
      .text(
        translateWith(lang, 'centerReport.fulfilled_of_total', { fulfilled: total.fulfilledEvidences.total, count: total.totalEvidences }),
        layout.left + 160,
        y + 10,
        { width: layout.width - 160 },
      );
    doc.x = layout.left;
    doc.y = y + 44;
    const share = (part: { total: number; percentage: number }) => [formatNumber(part.total, lang), percent(part.percentage)];
    layout.table(
      [
        { header: t('columns.state', 'State'), width: 0.5 },
        { header: t('columns.evidences', 'Evidences'), width: 0.25, align: 'right' },
        { header: t('columns.share', '%'), width: 0.25, align: 'right' },
      ],
      [
        { cells: [state('FULFILLED'), ...share(total.fulfilledEvidences)] },
        { cells: [state('IN_PROCESS'), ...share(total.inProcessEvidences)] },
        { cells: [state('NOT_FULFILLED'), ...share(total.unfulfilledEvidences)] },
        { cells: [t('columns.total', 'Total'), formatNumber(total.totalEvidences, lang), percent(100)], bold: true },
      ],
    );
  }
  layout.subheading(t('sections.trend', 'Trend over the last 12 months'));
  layout.paragraph(t('trend_note', ''), { muted: true, size: 8 });
  layout.barChart(
    compliance.trend.map((point) => ({
      label: formatShortMonth(point.month, lang),
      value: point.compliance,
      text: percent(point.compliance),
    })),
    (value) => formatPercent(value, lang),
  );
  layout.table(
    [
      { header: t('columns.month', 'Month'), width: 0.4 },
      { header: t('columns.fulfilled', 'Fulfilled'), width: 0.2, align: 'right' },
      { header: t('columns.total', 'Total'), width: 0.2, align: 'right' },
      { header: t('columns.compliance', 'Compliance'), width: 0.2, align: 'right' },
    ],
    compliance.trend.map((point) => ({
      cells: [
        formatPeriod(point.month, lang),
        formatNumber(point.fulfilled, lang),
        formatNumber(point.total, lang),
        percent(point.compliance),
      ],
    })),
  );
}

function areasSection(layout: Layout, data: ReportData, number: number) {
  const compliance = data.compliance!;
  const lang = data.language;
  const t = (key: string, fallback: string) => translate(lang, `centerReport.${key}`, fallback);
  const percent = (value: number) => formatPercent(value, lang);
  layout.heading(`${number}. ${t('sections.areas', 'Requirements by area and state')}`);
  if (!compliance.areas.length) return layout.paragraph(t('no_evidences', 'The center has no evidences yet.'));
  const line = (name: string, counts: { FULFILLED: number; IN_PROCESS: number; NOT_FULFILLED: number }, total: number, share: number) => [
    name,
    formatNumber(counts.FULFILLED, lang),
    formatNumber(counts.IN_PROCESS, lang),
    formatNumber(counts.NOT_FULFILLED, lang),
    formatNumber(total, lang),
    percent(share),
  ];
  layout.table(
    [
      { header: t('columns.area', 'Area'), width: 0.34 },
      { header: t('columns.fulfilled', 'Fulfilled'), width: 0.13, align: 'right' },
      { header: t('columns.in_process', 'In process'), width: 0.13, align: 'right' },
      { header: t('columns.not_fulfilled', 'Not fulfilled'), width: 0.14, align: 'right' },
      { header: t('columns.total', 'Total'), width: 0.12, align: 'right' },
      { header: t('columns.compliance', 'Compliance'), width: 0.14, align: 'right' },
    ],
    [
      ...compliance.areas.map((area) => ({
        cells: line(area.name, area.counts, area.totalEvidences, area.fulfilledEvidences.percentage),
      })),
      {
        cells: line(
          t('total_row', 'Center total'),
          compliance.total.counts,
          compliance.total.totalEvidences,
          compliance.total.fulfilledEvidences.percentage,
        ),
        bold: true,
      },
    ],
  );
}

function agendaSection(layout: Layout, data: ReportData, number: number) {
  const lang = data.language;
  const t = (key: string, fallback: string) => translate(lang, `centerReport.${key}`, fallback);
  layout.heading(`${number}. ${t('sections.agenda', 'Overdue and due soon (30 days)')}`);
  if (!data.agenda.length) return layout.paragraph(t('agenda_empty', 'Nothing overdue or due in the next 30 days.'));
  const days = (left: number) =>
    left < 0
      ? translateWith(lang, 'agenda.days_overdue', { count: -left })
      : left === 0
        ? translate(lang, 'agenda.due_today', 'Due today')
        : translateWith(lang, 'agenda.days_left', { count: left });
  layout.table(
    [
      { header: t('columns.module', 'Module'), width: 0.18 },
      { header: t('columns.what', 'What falls due'), width: 0.22 },
      { header: t('columns.subject', 'About'), width: 0.28 },
      { header: t('columns.due_date', 'Date'), width: 0.13 },
      { header: t('columns.days', 'Days'), width: 0.19 },
    ],
    data.agenda.map((item) => ({
      cells: [
        stateText('modules', item.module, lang),
        stateText('agenda.kinds', item.kind, lang),
        item.subject ?? '',
        formatDate(item.due_date),
        days(item.days_left),
      ],
      warn: item.overdue,
    })),
  );
}

function wasteSection(layout: Layout, data: ReportData, number: number) {
  const lang = data.language;
  const t = (key: string, fallback: string) => translate(lang, `centerReport.${key}`, fallback);
  layout.heading(`${number}. ${t('sections.waste', 'Waste of the period by residue and treatment')}`);
  layout.paragraph(
    translateWith(lang, 'centerReport.period_value', { from: formatDate(data.period.from), to: formatDate(data.period.to) }),
    {
      muted: true,
    },
  );
  if (!data.waste!.length) return layout.paragraph(t('waste_empty', 'No waste collection in the period.'));
  layout.table(
    [
      { header: t('columns.ler_code', 'LER code'), width: 0.13 },
      { header: t('columns.residue', 'Residue'), width: 0.32 },
      { header: t('columns.treatment', 'Treatment'), width: 0.28 },
      { header: t('columns.collections', 'Collections'), width: 0.11, align: 'right' },
      { header: t('columns.quantity', 'Quantity'), width: 0.16, align: 'right' },
    ],
    data.waste!.map((row) => ({
      cells: [
        row.lerCode,
        row.residue,
        `${row.treatmentType} ${row.treatmentName}`,
        formatNumber(row.collections, lang),
        formatQuantity(row.quantity, row.unit, lang),
      ],
    })),
  );
}

function actionsSection(layout: Layout, data: ReportData, number: number) {
  const lang = data.language;
  const t = (key: string, fallback: string) => translate(lang, `centerReport.${key}`, fallback);
  layout.heading(`${number}. ${t('sections.actions', 'Open improvement actions')}`);
  if (!data.actions!.length) return layout.paragraph(t('actions_empty', 'No open improvement action.'));
  const overdue = translate(lang, 'expiry.overdue', 'Overdue');
  layout.table(
    [
      { header: t('columns.action', 'Action'), width: 0.42 },
      { header: t('columns.responsible', 'Responsible'), width: 0.2 },
      { header: t('columns.due_date', 'Date'), width: 0.21 },
      { header: t('columns.state', 'State'), width: 0.17 },
    ],
    data.actions!.map((action) => {
      const late = action.dueDate < data.period.today;
      return {
        cells: [
          action.action,
          action.responsible ?? t('no_responsible', 'Unassigned'),
          late ? `${formatDate(action.dueDate)} (${overdue})` : formatDate(action.dueDate),
          stateText('improvement.statuses', action.status, lang),
        ],
        warn: late,
      };
    }),
  );
}

function aspectsSection(layout: Layout, data: ReportData, number: number) {
  const lang = data.language;
  const t = (key: string, fallback: string) => translate(lang, `centerReport.${key}`, fallback);
  const { evaluationDate, rows } = data.aspects!;
  layout.heading(`${number}. ${t('sections.aspects', 'Significant environmental aspects')}`);
  if (!evaluationDate) return layout.paragraph(t('aspects_no_evaluation', 'The center has not closed any aspect evaluation yet.'));
  layout.paragraph(translateWith(lang, 'centerReport.aspects_evaluation', { date: formatDate(evaluationDate) }), { muted: true });
  if (!rows.length) return layout.paragraph(t('aspects_none', 'The last closed evaluation has no significant aspects.'));
  layout.table(
    [
      { header: t('columns.aspect', 'Aspect'), width: 0.3 },
      { header: t('columns.vector', 'Vector'), width: 0.15 },
      { header: t('columns.place', 'Stage · Zone'), width: 0.22 },
      { header: t('columns.condition', 'Condition'), width: 0.13 },
      { header: t('columns.score', 'Score'), width: 0.2, align: 'right' },
    ],
    rows.map((row): Row => ({
      cells: [
        row.aspect,
        row.vector,
        row.place,
        stateText('aspects.conditions', row.condition, lang),
        translateWith(lang, 'centerReport.score_threshold', { score: row.score ?? '—', threshold: row.threshold }),
      ],
    })),
  );
}

/** The report drawn from its data: cover, then each section the data holds, numbered in order; footers last. */
export async function drawReport(data: ReportData, logos: { consultancy: Buffer | null; client: Buffer | null }): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const lang = data.language;
  const document = new PDFDocument({
    size: 'A4',
    margins: PAGE_MARGINS,
    bufferPages: true,
    info: {
      Title: `${translate(lang, 'centerReport.title', 'Compliance report')} · ${data.center.name}`,
      Author: data.center.consultancy,
      Subject: data.center.enterprise,
    },
    lang: lang === 'ca' ? 'ca-ES' : lang === 'en' ? 'en-GB' : 'es-ES',
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const layout = new Layout(document);
  cover(layout, data, logos);
  document.addPage();
  const sections = [
    data.compliance && complianceSection,
    data.compliance && areasSection,
    data.sections.size > 0 && agendaSection,
    data.waste && wasteSection,
    data.actions && actionsSection,
    data.aspects && aspectsSection,
  ].filter((section): section is typeof complianceSection => typeof section === 'function');
  sections.forEach((section, index) => section(layout, data, index + 1));
  layout.footers((page, pages) =>
    translateWith(lang, 'centerReport.footer', { page, pages, consultancy: data.center.consultancy, date: formatDate(data.period.today) }),
  );
  document.end();
  return done;
}

/**
 * A center's compliance report in PDF, in the center's language unless asked otherwise. The viewer's tenancy is checked
 * (404 for a center they do not see) and their role decides the sections, as the agenda does; a period start after its
 * end is a 400 naming `from`.
 */
export async function centerReportPdf(db: Database, request: CenterReportRequest): Promise<Buffer> {
  const period = reportPeriod(request.from, request.to);
  const data = await reportData(db, request.user, request.centerId, request.language, period);
  return drawReport(data, await logosOf(request.files, data));
}
