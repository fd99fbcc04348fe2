import { Type } from 'typebox';
import { AGENDA_PAGE_SIZE } from '../../../contract/agenda';
import type { RegisterModule, ServerModule } from '../../lib/api';
import { pageWindow, shapePage } from '../../lib/paging';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { answers, DuePageOf, NullableText } from '../../lib/wire';
import { currentUser, everyone } from '../../lib/access';
import { agendaFeedRoutes } from './feed';
import { agendaItems, agendaPage, AgendaQuery } from './obligations';

const tags = ['Compliance agenda'];

const Named = Type.Object({ id: Type.Integer(), name: Type.String() });
const AgendaItemSchema = Type.Object({
  id: Type.String(),
  center: Named,
  enterprise: Named,
  module: Type.String(),
  kind: Type.String(),
  subject: NullableText(),
  due_date: Type.String(),
  days_left: Type.Integer(),
  overdue: Type.Boolean(),
  record_id: Type.Union([Type.Integer(), Type.Null()]),
  parent_id: Type.Union([Type.Integer(), Type.Null()]),
});
const AgendaSchema = DuePageOf(AgendaItemSchema);

const agendaRoutes: RegisterModule = (app, context) => {
  app.get(
    '/api/agenda',
    {
      config: { access: everyone, tenancy: 'visible-centers' },
      schema: { tags, querystring: AgendaQuery, response: answers(AgendaSchema) },
    },
    async (request, reply) => {
      const viewer = { user: currentUser(request), language: request.language };
      if (request.query.format === 'xlsx') {
        const { items } = await agendaItems(context, viewer, request.query);
        return sendSpreadsheet(reply, {
          name: 'agenda',
          title: 'spreadsheet.files.agenda',
          language: request.language,
          rows: (async function* () {
            yield items;
          })(),
          columns: [
            { header: 'agenda.fields.due_date', fallback: 'Due date', value: (row) => row.due_date, kind: { kind: 'date' } },
            { header: 'agenda.fields.days_left', fallback: 'Days left', value: (row) => row.days_left, kind: { kind: 'number' } },
            { header: 'agenda.fields.center', fallback: 'Center', value: (row) => row.center.name },
            { header: 'agenda.fields.enterprise', fallback: 'Enterprise', value: (row) => row.enterprise.name },
            { header: 'agenda.fields.module', fallback: 'Module', value: (row) => row.module, kind: { kind: 'state', labels: 'modules' } },
            {
              header: 'agenda.fields.kind',
              fallback: 'What is due',
              value: (row) => row.kind,
              kind: { kind: 'state', labels: 'agenda.kinds' },
            },
            { header: 'agenda.fields.subject', fallback: 'About', value: (row) => row.subject },
            {
              header: 'agenda.fields.state',
              fallback: 'State',
              value: (row) => (row.overdue ? 'overdue' : 'due'),
              kind: { kind: 'state', labels: 'agenda.states' },
            },
          ],
        });
      }
      const window = pageWindow({ page: request.query.page, pageSize: request.query.pageSize ?? AGENDA_PAGE_SIZE });
      const { asOf, until, count, overdue, items } = await agendaPage(context, viewer, request.query, window);
      const page = shapePage(request, window, count, items);
      return { as_of: asOf, until, ...page, overdue };
    },
  );
};

/** The compliance agenda (issue 26): one list of what falls due, across modules and centers. */
export const agendaModule: ServerModule = {
  routes: (app, context) => {
    agendaRoutes(app, context);
    agendaFeedRoutes(app, context);
  },
};
