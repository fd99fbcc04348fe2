import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { writeTransaction } from '../../../db/transaction';
import type { RegisterModule } from '../../../lib/api';
import { AppError, badRequest } from '../../../lib/errors';
import { isUpload } from '../../../lib/files';
import { FileField } from '../../../lib/form';
import { sendSpreadsheet } from '../../../lib/spreadsheet';
import { registerColumns, registerRows } from './export';
import { applyImport, planImport, planSummary } from './import';
import { readRegisterWorkbook } from './workbook';
import { adminsOnly } from '../../../lib/access';

const admin = { access: adminsOnly, tenancy: 'global' as const };
const tags = ['Legal register'];

export const registerTransferRoutes: RegisterModule = (app, { db, files }) => {
  // One import at a time per process: each holds a whole sheet's rows in memory while it is planned.
  let importing = false;

  app.get('/api/legal-register/export', { config: admin, schema: { tags } }, async (request, reply) =>
    sendSpreadsheet(reply, {
      name: 'legal-register',
      title: 'spreadsheet.files.legal_register',
      language: request.language,
      columns: registerColumns,
      rows: registerRows(db),
    }),
  );

  // dry_run=true answers what would be created or updated without writing anything.
  app.post(
    '/api/legal-register/import',
    {
      config: admin,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        body: Type.Object({
          file: FileField('the register as .xlsx, in the layout of the export'),
          dry_run: Type.Optional(Type.Boolean()),
        }),
      },
    },
    async (request) => {
      const { file, dry_run: dryRun } = request.body;
      if (!isUpload(file)) throw badRequest('file', 'register.chooseFile');
      if (importing) throw new AppError(409, 'import_busy', 'register.importBusy');
      importing = true;
      try {
        const { rows, problems, columns } = await readRegisterWorkbook(await buffer(files.read(file)));
        if (dryRun) return { dry_run: true, rows: rows.length, summary: planSummary(await planImport(db, rows, problems, columns)) };
        const summary = await writeTransaction(db, async (tx) => {
          // Processes sharing one database: two concurrent imports would both create the same new records.
          await tx.execute(sql`select pg_advisory_xact_lock(7201002)`);
          const plan = await planImport(tx, rows, problems, columns);
          await applyImport(tx, plan);
          return planSummary(plan);
        });
        return { dry_run: false, rows: rows.length, summary };
      } finally {
        importing = false;
      }
    },
  );
};
