import { Type } from 'typebox';
import type { RegisterModule, ServerModule } from '../../lib/api';
import { everyone } from '../../lib/access';
import { centerById } from '../../lib/center-rows';
import { DateField } from '../../lib/dates';
import { documentLanguage, translate } from '../../lib/language';
import { DocumentLanguageQuery } from '../../lib/fields';
import { downloadFileName } from '../../lib/spreadsheet';
import { currentUser } from '../../plugins/auth';
import { reportData } from './data';
import { drawReport, logosOf, reportPeriod } from './pdf';

const Params = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const Query = Type.Object({
  language: DocumentLanguageQuery(),
  from: Type.Optional({ ...DateField(), description: 'yyyy-MM-dd: start of the period of the year figures (default 1 January)' }),
  to: Type.Optional({ ...DateField(), description: 'yyyy-MM-dd: end of the period (default today in Spain)' }),
});

/**
 * GET /api/center/{id}/report: the center's compliance report in PDF (issue 26), for every role that sees the center;
 * the sections follow the center's modules and the viewer's role, in the reader's language (`language` asks for the other). The center's tenancy is checked in the report's
 * first statement (404 for a center the user does not see).
 */
const reportRoutes: RegisterModule = (app, { db, files }) => {
  app.get(
    '/api/center/:id/report',
    {
      config: { access: everyone, tenancy: centerById('read', { key: 'id', readsInQuery: true }) },
      schema: { tags: ['Compliance agenda'], params: Params, querystring: Query },
    },
    async (request, reply) => {
      const period = reportPeriod(request.query.from, request.query.to);
      const data = await reportData(db, currentUser(request), request.params.id, documentLanguage(request), period);
      const pdf = await drawReport(data, await logosOf(files, data));
      const title = translate(data.language, 'centerReport.title', 'Compliance report');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${downloadFileName(title, data.center.name, 'pdf')}"`)
        .send(pdf);
    },
  );
};

/** The center report (a PDF drawn on the server); the audit pack calls centerReportPdf directly. */
export const centerReportModule: ServerModule = { routes: reportRoutes };
