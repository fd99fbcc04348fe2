import type { Api, AppContext } from '../../lib/api';
import { sendExceededHoursEmail } from './alerts';
import { translate, type Language } from '../../lib/language';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { answers } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { adminsOnly, consultancyStaff } from '../../lib/access';
import { checkRange, hoursByAllUsers, reportUser, workedHoursResume, workingTimeRegister, yearlyFinances } from './report-queries';
import { AllUsers, RangeQuery, RegisterQuery, Resume, ResumeQuery, WorkingTimeRegister, YearSummary } from './schemas';
import { registerColumns, resumeColumns } from './spreadsheets';
import { Type } from 'typebox';

const tags = ['Projects'];
const noHours = (language: Language) => translate(language, 'spreadsheet.no_hours', 'No hours in this period');

/** The hours and money reports: one user's resume, everyone's hours, the yearly summary, the working-time register. */
export function reportRoutes(app: Api, context: Pick<AppContext, 'db' | 'secrets' | 'config'>) {
  const { db } = context;
  app.get(
    '/api/project/worked-hours-by-user-resume',
    {
      config: { access: consultancyStaff, tenancy: 'global' },
      schema: { tags, querystring: ResumeQuery, response: answers(Resume) },
    },
    async (request, reply) => {
      const query = request.query;
      checkRange(query);
      const resume = await workedHoursResume(db, reportUser(currentUser(request), query.userId), query.startDate, query.endDate);
      if (query.format !== 'xlsx') return resume;
      return sendSpreadsheet(reply, {
        name: 'worked-hours',
        title: 'spreadsheet.files.worked_hours',
        language: request.language,
        rows: (async function* () {
          // A period without hours says so, rather than a lone "Total 0" (issue 34).
          if (resume.project_resumes.length === 0) {
            yield [{ project: { id: 0, name: noHours(request.language) }, center: { id: 0, name: '' }, worked_hours: null }];
            return;
          }
          yield [
            ...resume.project_resumes,
            {
              project: { id: 0, name: '' },
              center: { id: 0, name: translate(request.language, 'spreadsheet.total', 'Total') },
              worked_hours: resume.total_worked_hours,
            },
          ];
        })(),
        columns: resumeColumns,
      });
    },
  );

  app.get(
    '/api/project/worked-hours-by-all-users',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: { tags, querystring: RangeQuery, response: answers(AllUsers) },
    },
    async (request) => {
      checkRange(request.query);
      return hoursByAllUsers(db, request.query.startDate, request.query.endDate);
    },
  );

  app.get(
    '/api/project/yearly-financial-summary',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: { tags, response: answers(Type.Array(YearSummary)) },
    },
    async () => yearlyFinances(db),
  );

  app.get(
    '/api/project/working-time-register',
    {
      config: { access: consultancyStaff, tenancy: 'global' },
      schema: {
        tags,
        querystring: RegisterQuery,
        response: answers(WorkingTimeRegister),
        description: 'The daily record Spanish law asks for (first start, last end, total hours per day), from the dedications.',
      },
    },
    async (request, reply) => {
      const userId = reportUser(currentUser(request), request.query.userId);
      const register = await workingTimeRegister(db, userId, request.query.month);
      if (request.query.format !== 'xlsx') return register;
      return sendSpreadsheet(reply, {
        name: 'working-time',
        title: 'spreadsheet.files.working_time',
        qualifier: request.query.month,
        language: request.language,
        rows: (async function* () {
          // The month's sheet is kept even without hours (a month of leave is part of the record), and says so.
          if (register.days.length === 0) {
            yield [{ date: noHours(request.language), start: null, end: null, hours: null, who: register.user.name }];
            return;
          }
          yield [
            ...register.days.map((day) => ({ ...day, who: register.user.name })),
            {
              date: translate(request.language, 'spreadsheet.total', 'Total'),
              start: null,
              end: null,
              hours: register.total_hours,
              who: register.user.name,
            },
          ];
        })(),
        columns: registerColumns,
      });
    },
  );

  app.post(
    '/api/project/exceeded-hours-email',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: { tags, description: 'Mails the admins and coordinators the projects past their expected hours.' },
    },
    async () => sendExceededHoursEmail(db, context.secrets, context.config),
  );
}
