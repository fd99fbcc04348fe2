import { sql } from 'drizzle-orm';
import { formatDate, formatLongDate, formatPeriod } from '../../../contract/field-kinds';
import type { Database } from '../../db/client';
import { legalChanges } from '../../db/schema';
import type { AuthUser } from '../../lib/access';
import { todayInSpain } from '../../lib/dates';
import { badRequest } from '../../lib/errors';
import { stateText } from '../../lib/field-text';
import type { FileService } from '../../lib/files';
import { translate, translateWith, type Language } from '../../lib/language';
import { loadPdfKit } from '../../lib/on-demand';
import { centerHeader, type CenterHeader } from '../center-report/data';
import { COLOURS, Layout, PAGE_MARGINS, type Row } from '../center-report/layout';
import { logosOf } from '../center-report/pdf';
import { presentReview, selectReviews } from './review-queries';

// The monthly "boletín de novedades legislativas" of a center: the changes recorded in the month that reached it, what
// each means and what the consultancy did about it (the reviews), drawn as the center report is (issue 36).

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** More reviews than any center gets in a month; the bulletin is read in one statement. */
const MOST_REVIEWS = 10_000;

/** A month YYYY-MM that has started (400 naming `period` otherwise). */
export function bulletinPeriod(period: string, today = todayInSpain()) {
  if (!PERIOD.test(period)) throw badRequest('period', 'period.dateFormat');
  if (period > today.slice(0, 7)) throw badRequest('period', 'legalChanges.futurePeriod');
  return period;
}

/** Changes recorded in the month, by Spain's clock. */
export const recordedIn = (period: string) =>
  sql`${legalChanges.createdAt} >= (${`${period}-01`}::date)::timestamp at time zone 'Europe/Madrid'
    and ${legalChanges.createdAt} < ((${`${period}-01`}::date + interval '1 month')::date)::timestamp at time zone 'Europe/Madrid'`;

export interface BulletinData {
  center: CenterHeader;
  language: Language;
  period: string;
  today: string;
  reviews: ReturnType<typeof presentReview>[];
}

/** What a center's bulletin shows, read as `user` (404 for a center they do not see): two statements. */
export async function bulletinData(
  db: Database,
  user: AuthUser,
  centerId: number,
  period: string,
  language?: Language,
): Promise<BulletinData> {
  const center = await centerHeader(db, user, centerId);
  const lang = language ?? (center.usedLanguage as Language);
  const rows = await selectReviews(db, user, { centerId, recorded: recordedIn(period) }, MOST_REVIEWS, 0);
  const reviews = rows
    .sort((a, b) => a.change.createdAt.getTime() - b.change.createdAt.getTime() || a.review.id - b.review.id)
    .map((row) => presentReview(lang, row));
  return { center, language: lang, period, today: todayInSpain(), reviews };
}

/** One change's row: the text (its reference and requirement), the change, what it means, and the review. */
function reviewRow(review: BulletinData['reviews'][number], lang: Language, today: string): Row {
  const text = [review.legal_text.name, review.legal_text.official_reference, review.legal_requirement?.name].filter(Boolean).join('\n');
  const change = [
    stateText('legalChanges.kind', review.change.kind, lang),
    translateWith(lang, 'legalBulletin.effective', { date: formatDate(review.change.effective_date) }),
    review.change.changed_by_text ? translateWith(lang, 'legalBulletin.changed_by', { text: review.change.changed_by_text }) : '',
  ]
    .filter(Boolean)
    .join('\n');
  const decided = review.decision
    ? [
        translateWith(lang, 'legalBulletin.decided', {
          decision: stateText('legalChanges.decision', review.decision, lang),
          user: review.decided_by?.name ?? '',
          date: formatDate(review.decided_at),
        }),
        review.reason ? translateWith(lang, 'legalBulletin.reason', { reason: review.reason }) : '',
      ]
        .filter(Boolean)
        .join('\n')
    : translateWith(lang, 'legalBulletin.pending', { date: formatDate(review.due_date) });
  return { cells: [text, change, review.change.note, decided], warn: !review.decision && review.due_date < today };
}

/** The bulletin drawn: the logos and title, the facts, one table of the month's changes, footers. */
export async function drawBulletin(data: BulletinData, files: FileService | undefined): Promise<Buffer> {
  const logos = await logosOf(files, data);
  const PDFDocument = await loadPdfKit();
  const lang = data.language;
  const t = (key: string, fallback: string) => translate(lang, `legalBulletin.${key}`, fallback);
  const period = formatPeriod(data.period, lang);
  const document = new PDFDocument({
    size: 'A4',
    margins: PAGE_MARGINS,
    bufferPages: true,
    info: { Title: `${t('title', 'Legal updates bulletin')} · ${data.center.name} · ${period}`, Author: data.center.consultancy },
    lang: lang === 'ca' ? 'ca-ES' : lang === 'en' ? 'en-GB' : 'es-ES',
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  const layout = new Layout(document);
  const half = layout.width / 2 - 10;
  layout.logo(logos.consultancy, data.center.consultancy, layout.left, PAGE_MARGINS.top, { width: half, height: 50, align: 'left' });
  layout.logo(logos.client, data.center.enterprise, layout.left + layout.width - half, PAGE_MARGINS.top, {
    width: half,
    height: 50,
    align: 'right',
  });
  document.y = PAGE_MARGINS.top + 70;
  document.font('Helvetica-Bold').fontSize(20).fillColor(COLOURS.brand).text(t('title', 'Legal updates bulletin'), layout.left, document.y);
  document.font('Helvetica-Bold').fontSize(14).fillColor(COLOURS.text).text(data.center.name, { width: layout.width });
  document.moveDown(0.8);
  layout.facts(
    [
      [translate(lang, 'centerReport.enterprise', 'Enterprise'), data.center.enterprise],
      [t('period', 'Period'), period],
      [t('date', 'Bulletin date'), formatLongDate(data.today, lang)],
      [translate(lang, 'centerReport.prepared_by', 'Prepared by'), data.center.consultancy],
    ],
    layout.left,
    layout.width,
  );
  document.moveDown(0.5);
  // Inside a Spanish or Catalan sentence the month is lower case ("registrados en noviembre de 2026").
  layout.paragraph(translateWith(lang, 'legalBulletin.intro', { period: lang === 'en' ? period : period.toLocaleLowerCase(lang) }));
  if (data.reviews.length === 0) layout.paragraph(t('none', 'No change of the legal register touched this center in this period.'));
  else
    layout.table(
      [
        { header: t('columns.text', 'Legal text'), width: 0.26 },
        { header: t('columns.change', 'Change'), width: 0.22 },
        { header: t('columns.meaning', 'What it means'), width: 0.28 },
        { header: t('columns.review', 'Review'), width: 0.24 },
      ],
      data.reviews.map((review) => reviewRow(review, lang, data.today)),
    );
  layout.footers((page, pages) =>
    translateWith(lang, 'centerReport.footer', { page, pages, consultancy: data.center.consultancy, date: formatDate(data.today) }),
  );
  document.end();
  return done;
}
