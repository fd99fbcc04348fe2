import type { Api, AppContext } from '../../lib/api';
import { IdParams } from '../../lib/fields';
import { inBatches, pageWindow, paginateCounted } from '../../lib/paging';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { answers, PageOf } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { centerRow } from '../../lib/center-rows';
import { consultancyStaff } from '../../lib/access';
import { dedicationRow, findDedication, findProject, findTask, isAdmin, projectRow, taskRow } from './access';
import {
  countDedications,
  deleteDedication,
  dedicationPage,
  presentDedication,
  presentDedicationById,
  projectDedicationsAfter,
  taskDedicationsWhere,
  writeDedication,
} from './dedication-queries';
import { DedicationListQuery, DedicationSchema, DedicationWrite, ProjectParams, TaskParams } from './schemas';
import { dedicationSheetColumns } from './spreadsheets';

const tags = ['Projects'];

/** Time logged on tasks: a task's list, a project's spreadsheet, read, log, edit, delete. */
export function dedicationRoutes(app: Api, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/api/task/:taskId/dedications',
    {
      config: { access: consultancyStaff, tenancy: centerRow(taskRow, 'read', { key: 'taskId' }) },
      schema: { tags, params: TaskParams, querystring: DedicationListQuery, response: answers(PageOf(DedicationSchema)) },
    },
    async (request) => {
      const user = currentUser(request);
      const { task } = await findTask(db, user, request.params.taskId);
      const query = request.query;
      const where = taskDedicationsWhere(user, task.id, query);
      return paginateCounted(
        request,
        pageWindow(query),
        dedicationPage(db, where, query.ordering),
        (rows) => rows.map((row) => presentDedication(row, isAdmin(user))),
        () => countDedications(db, where),
      );
    },
  );

  app.get(
    '/api/project/:projectId/dedications',
    {
      config: { access: consultancyStaff, tenancy: centerRow(projectRow, 'read', { key: 'projectId' }) },
      schema: {
        tags,
        params: ProjectParams,
        description: "The project's dedications as .xlsx (a collaborator's own; hour costs for admins).",
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const project = await findProject(db, user, request.params.projectId);
      const admin = isAdmin(user);
      const rows = inBatches(projectDedicationsAfter(db, project.id, admin ? undefined : user.id), (batch) =>
        batch.map((row) => presentDedication(row, admin)),
      );
      return sendSpreadsheet(reply, {
        name: 'project-dedications',
        title: 'spreadsheet.files.project_dedications',
        language: request.language,
        rows,
        columns: dedicationSheetColumns(admin),
      });
    },
  );

  app.get(
    '/api/dedication/:id',
    {
      config: { access: consultancyStaff, tenancy: centerRow(dedicationRow, 'read') },
      schema: { tags, params: IdParams, response: answers(DedicationSchema) },
    },
    async (request) => {
      const user = currentUser(request);
      await findDedication(db, user, request.params.id);
      return presentDedicationById(db, request.params.id, isAdmin(user));
    },
  );

  app.post(
    '/api/dedication',
    {
      config: { access: consultancyStaff, tenancy: centerRow(taskRow, 'write', { key: 'task_id', in: 'body' }) },
      schema: { tags, body: DedicationWrite, response: { 201: DedicationSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await writeDedication(db, user, request.body);
      return reply.status(201).send(await presentDedicationById(db, id, isAdmin(user)));
    },
  );

  app.put(
    '/api/dedication/:id',
    {
      config: { access: consultancyStaff, tenancy: centerRow(dedicationRow, 'write') },
      schema: { tags, params: IdParams, body: DedicationWrite, response: answers(DedicationSchema) },
    },
    async (request) => {
      const user = currentUser(request);
      await findDedication(db, user, request.params.id);
      return presentDedicationById(db, await writeDedication(db, user, request.body, request.params.id), isAdmin(user));
    },
  );

  app.delete(
    '/api/dedication/:id',
    {
      config: { access: consultancyStaff, tenancy: centerRow(dedicationRow, 'write') },
      schema: { tags, params: IdParams },
    },
    async (request, reply) => {
      await findDedication(db, currentUser(request), request.params.id);
      await deleteDedication(db, request.params.id);
      return reply.status(204).send();
    },
  );
}
