import { buffer } from 'node:stream/consumers';
import { Type } from 'typebox';
import type { RegisterModule } from '../../../lib/api';
import { AppError, badRequest } from '../../../lib/errors';
import { isUpload } from '../../../lib/files';
import { FileField } from '../../../lib/form';
import { sendSpreadsheet } from '../../../lib/spreadsheet';
import { registerColumns, registerRows } from './export';
import { importRegister, previewImport } from './import';
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
        const workbook = await readRegisterWorkbook(await buffer(files.read(file)));
        if (dryRun) return { dry_run: true, rows: workbook.rows.length, summary: await previewImport(db, workbook) };
        return { dry_run: false, rows: workbook.rows.length, summary: await importRegister(db, workbook) };
      } finally {
        importing = false;
      }
    },
  );
};
