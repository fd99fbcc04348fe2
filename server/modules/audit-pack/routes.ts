import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { RegisterModule } from '../../lib/api';
import { everyone } from '../../lib/access';
import { centerById } from '../../lib/center-rows';
import { checkPeriod, DateField } from '../../lib/dates';
import type { FileService } from '../../lib/files';
import { documentLanguage, translate, translateWith } from '../../lib/language';
import { DocumentLanguageQuery } from '../../lib/fields';
import { spreadsheetStream, type SpreadsheetColumn } from '../../lib/spreadsheet';
import { currentUser } from '../../plugins/auth';
import { centerReportPdf } from '../center-report/pdf';
import { presentEvidences } from '../legal-module/evidence-queries';
import { evidenceSheetColumns } from '../legal-module/evidences';
import { MODULE } from '../legal-module/route-config';
import { auditPackStream, type PackLanguage } from './archive';
import { packFileName } from './file-name';
import { packCenter, packEvidences, type PackEvidence } from './rows';

/** The longest period one pack covers: an audit looks back a certification cycle or so, not the whole history. */
export const MAX_YEARS = 5;

const PackQuery = Type.Object({
  from: DateField(),
  to: DateField(),
  language: DocumentLanguageQuery(),
});

/** The evidence list of the pack, in the columns of the legal module's own export, names in the pack's language. */
function evidenceSheet(files: FileService, request: FastifyRequest, language: PackLanguage, evidences: PackEvidence[]) {
  // The presenter names catalogue entries in its request's language: the same request, seen in the pack's language.
  const inPackLanguage = Object.create(request, { language: { value: language } }) as FastifyRequest;
  const rows = presentEvidences(
    files,
    inPackLanguage,
    evidences.map(({ documents: _, ...row }) => row),
  );
  // Per evidence, the request that brought its current document (issue 35), as a line of the list.
  const requestOf = new Map(evidences.map((row) => [row.evidence.id, row.documents.find((document) => document.request)?.request]));
  const requestColumn: SpreadsheetColumn<(typeof rows)[number]> = {
    header: 'auditPack.zip.request',
    fallback: 'Request',
    width: 40,
    value: (e) => {
      const request = requestOf.get(e.id);
      return request ? translateWith(language, 'auditPack.zip.request_line', { id: request.id, title: request.title }) : null;
    },
  };
  return (onError: (error: unknown) => void) =>
    spreadsheetStream(
      {
        name: 'evidences',
        title: 'auditPack.zip.evidences',
        language,
        columns: [...evidenceSheetColumns, requestColumn],
        rows: (async function* () {
          yield rows;
        })(),
      },
      onError,
    );
}

/**
 * GET /api/center/:id/audit-pack?from&to[&language]: one ZIP with the center report, the evidence list and every
 * current evidence document of the period, streamed, in the reader's language unless `language` asks for the other. Whoever reads the center's legal module may download it; the
 * module's switch, as for every read of the module, only stops writes.
 */
export const auditPackRoutes: RegisterModule = (app, { db, files }) => {
  app.get(
    '/api/center/:id/audit-pack',
    {
      config: { access: everyone, tenancy: centerById('read', { key: 'id', module: MODULE }) },
      schema: { tags: ['Evidences'], params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), querystring: PackQuery },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      checkPeriod(from, to, MAX_YEARS);
      const center = await packCenter(db, request.params.id);
      const language = documentLanguage(request) ?? center.language;
      // Everything that can fail with an answer is done before the first byte: the rows, the report.
      const evidences = await packEvidences(db, center.id, { from, to });
      const report = await centerReportPdf(db, { user: currentUser(request), centerId: center.id, language, from, to, files });
      const sheet = evidenceSheet(files, request, language, evidences);
      const archive = await auditPackStream(
        files,
        { language, report, evidences, spreadsheet: () => sheet((error) => request.log.error({ err: error }, 'audit pack list failed')) },
        request.log,
      );
      const title = translate(language, 'auditPack.title', 'Audit pack');
      const name = packFileName(title, center.name, from, to);
      return reply.header('content-type', 'application/zip').header('content-disposition', name.header).send(archive);
    },
  );
};
