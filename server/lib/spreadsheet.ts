import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { format } from 'date-fns';
import { SPREADSHEET_CONTENT_TYPE } from '../../contract/paging';
import { translate, type Language } from './language';

export type CellValue = string | number | boolean | Date | null | undefined;

export interface SpreadsheetColumn<T> {
  /** Key in the UI catalogue (locales/<lang>/common.json), so the header matches the screen; absent: `fallback` as it is. */
  header?: string;
  fallback: string;
  value: (row: T) => CellValue;
  width?: number;
}

export interface Spreadsheet<T> {
  /** File name stem; a date-time stamp and .xlsx are appended. */
  name: string;
  language: Language;
  columns: SpreadsheetColumn<T>[];
  rows: AsyncIterable<T[]>;
}

export const spreadsheetFileName = (stem: string, now = new Date()) => `${stem}_${format(now, 'yyyy-MM-dd_HHmmss')}.xlsx`;

/** Streams an .xlsx to the client as rows arrive: memory does not grow with the row count. */
export function sendSpreadsheet<T>(reply: FastifyReply, sheet: Spreadsheet<T>): FastifyReply {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31));
  worksheet.columns = sheet.columns.map((column) => ({
    header: column.header ? translate(sheet.language, column.header, column.fallback) : column.fallback,
    width: column.width ?? 24,
  }));
  worksheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const batch of sheet.rows) {
      for (const row of batch) worksheet.addRow(sheet.columns.map((column) => column.value(row) ?? null)).commit();
    }
    worksheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    reply.log.error({ err: error }, 'spreadsheet export failed');
    output.destroy(error as Error);
  });
  const fileName = spreadsheetFileName(sheet.name);
  return reply
    .header('content-type', SPREADSHEET_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(output);
}
