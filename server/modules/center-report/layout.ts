import type { loadPdfKit } from '../../lib/on-demand';

// How the center report is drawn: A4, margins, headings, tables drawn as text (so the PDF's text can be read back and
// searched) with a header row repeated after each page break and no row split across pages, a small bar chart, and
// a footer on every page. Helvetica's standard fonts (WinAnsi) write every Spanish and Catalan letter.

export type Pdf = InstanceType<Awaited<ReturnType<typeof loadPdfKit>>>;

export const COLOURS = {
  brand: '#1f5f5b',
  text: '#222222',
  muted: '#5c6670',
  rule: '#c9d6d4',
  zebra: '#f1f6f5',
  bar: '#2e7d75',
  overdue: '#b3261e',
};
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const BODY_SIZE = 9;
const PAD = 4;

export const PAGE_MARGINS = { top: 56, bottom: 64, left: 50, right: 50 };

export interface Column {
  header: string;
  /** Share of the content width. */
  width: number;
  align?: 'left' | 'right' | 'center';
}

/** A row's cells, and whether it stands out (a total) or warns (overdue). */
export interface Row {
  cells: string[];
  bold?: boolean;
  warn?: boolean;
}

export class Layout {
  constructor(readonly doc: Pdf) {}

  get left() {
    return this.doc.page.margins.left;
  }
  get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** A new page when less than `height` is left on this one. */
  ensure(height: number) {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /** A numbered section heading with a rule, kept with at least the start of what follows. */
  heading(text: string) {
    const { doc } = this;
    this.ensure(90);
    if (doc.y > doc.page.margins.top + 1) doc.moveDown(1.2);
    doc.font(BOLD).fontSize(13).fillColor(COLOURS.brand).text(text, this.left, doc.y, { width: this.width });
    const y = doc.y + 3;
    doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(1)
      .strokeColor(COLOURS.brand)
      .stroke();
    doc.y = y + 8;
  }

  subheading(text: string) {
    const { doc } = this;
    this.ensure(70);
    doc.moveDown(0.6);
    doc.font(BOLD).fontSize(10.5).fillColor(COLOURS.text).text(text, this.left, doc.y, { width: this.width });
    doc.moveDown(0.3);
  }

  paragraph(text: string, options: { muted?: boolean; size?: number } = {}) {
    const { doc } = this;
    doc
      .font(FONT)
      .fontSize(options.size ?? BODY_SIZE)
      .fillColor(options.muted ? COLOURS.muted : COLOURS.text);
    this.ensure(doc.heightOfString(text, { width: this.width }) + 4);
    doc.text(text, this.left, doc.y, { width: this.width });
    doc.moveDown(0.4);
  }

  /** A table: header row on a coloured band, zebra rows, a rule below; rows never split, the header repeats on each new page. */
  table(columns: Column[], rows: Row[]) {
    const { doc } = this;
    const widths = columns.map((column) => column.width * this.width);
    const heightOf = (cells: string[], font: string) => {
      doc.font(font).fontSize(BODY_SIZE);
      return Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: widths[i]! - 2 * PAD }))) + 2 * PAD;
    };
    const draw = (cells: string[], y: number, height: number, style: { font: string; fill?: string; colour: string }) => {
      if (style.fill) doc.rect(this.left, y, this.width, height).fill(style.fill);
      let x = this.left;
      doc.font(style.font).fontSize(BODY_SIZE).fillColor(style.colour);
      cells.forEach((cell, i) => {
        doc.text(cell, x + PAD, y + PAD, { width: widths[i]! - 2 * PAD, align: columns[i]!.align ?? 'left' });
        x += widths[i]!;
      });
    };
    const headers = columns.map((column) => column.header);
    const headerHeight = heightOf(headers, BOLD);
    const drawHeader = (y: number) => {
      draw(headers, y, headerHeight, { font: BOLD, fill: COLOURS.brand, colour: '#ffffff' });
      return y + headerHeight;
    };
    const first = rows[0] ? heightOf(rows[0].cells, rows[0].bold ? BOLD : FONT) : 0;
    this.ensure(headerHeight + first);
    let y = drawHeader(doc.y);
    rows.forEach((row, index) => {
      const font = row.bold ? BOLD : FONT;
      const height = heightOf(row.cells, font);
      if (y + height > this.bottom) {
        doc.addPage();
        y = drawHeader(doc.page.margins.top);
      }
      if (index % 2 === 1) doc.rect(this.left, y, this.width, height).fill(COLOURS.zebra);
      if (row.bold)
        doc
          .moveTo(this.left, y)
          .lineTo(this.left + this.width, y)
          .lineWidth(0.8)
          .strokeColor(COLOURS.brand)
          .stroke();
      draw(row.cells, y, height, { font, colour: row.warn ? COLOURS.overdue : COLOURS.text });
      y += height;
    });
    doc
      .moveTo(this.left, y)
      .lineTo(this.left + this.width, y)
      .lineWidth(0.5)
      .strokeColor(COLOURS.rule)
      .stroke();
    doc.x = this.left;
    doc.y = y + 8;
  }

  /** Label: value lines (the cover's facts). */
  facts(entries: [string, string][], x: number, width: number) {
    const { doc } = this;
    const labelWidth = 120;
    for (const [label, value] of entries) {
      const y = doc.y;
      doc.font(BOLD).fontSize(10).fillColor(COLOURS.muted).text(label, x, y, { width: labelWidth });
      doc
        .font(FONT)
        .fontSize(10)
        .fillColor(COLOURS.text)
        .text(value, x + labelWidth, y, { width: width - labelWidth });
      doc.y = Math.max(doc.y, y) + 6;
    }
  }

  /**
   * A vertical bar per point (0 to 100 %), its value above and its label below, gridlines at every quarter: vectors and
   * text, no image. A point without a value gets a dash.
   */
  barChart(points: { label: string; value: number | null; text: string }[], percent: (value: number) => string) {
    const { doc } = this;
    const axis = 34;
    const chartHeight = 110;
    this.ensure(chartHeight + 50);
    const top = doc.y + 12;
    const base = top + chartHeight;
    const x0 = this.left + axis;
    const chartWidth = this.width - axis;
    doc.font(FONT).fontSize(7).fillColor(COLOURS.muted);
    for (const level of [0, 25, 50, 75, 100]) {
      const y = base - (chartHeight * level) / 100;
      doc
        .moveTo(x0, y)
        .lineTo(x0 + chartWidth, y)
        .lineWidth(level === 0 ? 0.8 : 0.3)
        .strokeColor(level === 0 ? COLOURS.muted : COLOURS.rule)
        .stroke();
      doc.fillColor(COLOURS.muted).text(percent(level), this.left, y - 3.5, { width: axis - 4, align: 'right', lineBreak: false });
    }
    const slot = chartWidth / Math.max(points.length, 1);
    const barWidth = slot * 0.58;
    points.forEach((point, i) => {
      const x = x0 + slot * i + (slot - barWidth) / 2;
      if (point.value !== null) {
        const height = Math.max((chartHeight * point.value) / 100, 0.8);
        doc.rect(x, base - height, barWidth, height).fill(COLOURS.bar);
      }
      doc
        .font(FONT)
        .fontSize(6.5)
        .fillColor(COLOURS.text)
        .text(point.value === null ? '—' : point.text, x0 + slot * i, base - (chartHeight * (point.value ?? 0)) / 100 - 10, {
          width: slot,
          align: 'center',
          lineBreak: false,
        });
      doc.fillColor(COLOURS.muted).text(point.label, x0 + slot * i, base + 4, { width: slot, align: 'center', lineBreak: false });
    });
    doc.x = this.left;
    doc.y = base + 20;
  }

  /** A logo fitted in its box, or the organisation's name in its place (no file, or not PNG/JPEG). */
  logo(image: Buffer | null, name: string, x: number, y: number, box: { width: number; height: number; align: 'left' | 'right' }) {
    const { doc } = this;
    if (image) {
      try {
        doc.image(image, x, y, { fit: [box.width, box.height], ...(box.align === 'right' ? { align: 'right' } : {}), valign: 'center' });
        return;
      } catch {
        // An image pdfkit cannot read: its owner's name instead.
      }
    }
    doc
      .font(BOLD)
      .fontSize(13)
      .fillColor(COLOURS.brand)
      .text(name, x, y + box.height / 2 - 8, { width: box.width, align: box.align, height: box.height, ellipsis: true });
  }

  /** The footer of every page, once the page count is known (the document buffers its pages). */
  footers(text: (page: number, pages: number) => string) {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      const bottom = doc.page.margins.bottom;
      // Writing below the bottom margin would open a new page: lift the margin while the footer is drawn.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - 40;
      doc
        .moveTo(this.left, y - 6)
        .lineTo(this.left + this.width, y - 6)
        .lineWidth(0.5)
        .strokeColor(COLOURS.rule)
        .stroke();
      doc
        .font(FONT)
        .fontSize(8)
        .fillColor(COLOURS.muted)
        .text(text(i - range.start + 1, range.count), this.left, y, { width: this.width, align: 'center', lineBreak: false });
      doc.page.margins.bottom = bottom;
    }
  }
}
