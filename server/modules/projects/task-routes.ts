import type { Api, AppContext } from '../../lib/api';
import { inBatches, pageWindow, paginateCounted } from '../../lib/paging';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { answers, PageOf } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { centerRow } from '../../lib/center-rows';
import { adminsOnly, consultancyStaff } from '../../lib/access';
import { findProject, findTask, projectRow, taskRow } from './access';
import { AssignAll, ProjectParams, TaskListQuery, TaskParams, TaskSchema, TaskWrite } from './schemas';
import { undoneTaskColumns } from './spreadsheets';
import {
  assignToAllTasks,
  countTasks,
  deleteTask,
  presentTask,
  presentTasks,
  projectTasksWhere,
  taskPage,
  undoneTasksAfter,
  validateUsers,
  writeTask,
} from './task-queries';

const tags = ['Projects'];

/** A project's tasks: list, the undone tasks' spreadsheet, read, create, edit, delete, assign users to all. */
export function taskRoutes(app: Api, { db }: Pick<AppContext, 'db'>) {
  app.get(
    '/api/project/:projectId/tasks',
    {
      config: { access: consultancyStaff, tenancy: centerRow(projectRow, 'read', { key: 'projectId' }) },
      schema: { tags, params: ProjectParams, querystring: TaskListQuery, response: answers(PageOf(TaskSchema)) },
    },
    async (request) => {
      const project = await findProject(db, currentUser(request), request.params.projectId);
      const query = request.query;
      const where = projectTasksWhere(project.id, query);
      return paginateCounted(
        request,
        pageWindow(query),
        taskPage(db, where, query.ordering),
        (rows) => presentTasks(db, rows),
        () => countTasks(db, where),
      );
    },
  );

  app.get(
    '/api/task/undone',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: { tags, description: 'Every task not DONE, across projects, as .xlsx.' },
    },
    async (request, reply) =>
      sendSpreadsheet(reply, {
        name: 'undone-task-list',
        title: 'spreadsheet.files.undone_tasks', // the spec's translated undone-task-list label, stamped
        language: request.language,
        columns: undoneTaskColumns,
        rows: inBatches(undoneTasksAfter(db)),
      }),
  );

  app.get(
    '/api/task/:taskId',
    {
      config: { access: consultancyStaff, tenancy: centerRow(taskRow, 'read', { key: 'taskId' }) },
      schema: { tags, params: TaskParams, response: answers(TaskSchema) },
    },
    async (request) => {
      await findTask(db, currentUser(request), request.params.taskId);
      return presentTask(db, request.params.taskId);
    },
  );

  app.post(
    '/api/task',
    {
      config: { access: adminsOnly, tenancy: centerRow(projectRow, 'write', { key: 'project_id', in: 'body' }) },
      schema: { tags, body: TaskWrite, response: { 201: TaskSchema } },
    },
    async (request, reply) => reply.status(201).send(await presentTask(db, await writeTask(db, request.body))),
  );

  app.put(
    '/api/task/:taskId',
    {
      config: { access: adminsOnly, tenancy: centerRow(taskRow, 'write', { key: 'taskId' }) },
      schema: { tags, params: TaskParams, body: TaskWrite, response: answers(TaskSchema) },
    },
    async (request) => presentTask(db, await writeTask(db, request.body, request.params.taskId)),
  );

  app.delete(
    '/api/task/:taskId',
    {
      config: { access: adminsOnly, tenancy: centerRow(taskRow, 'write', { key: 'taskId' }) },
      schema: { tags, params: TaskParams },
    },
    async (request, reply) => {
      await deleteTask(db, request.params.taskId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/task/users-assigned-to-all-tasks-of-project',
    {
      config: { access: adminsOnly, tenancy: centerRow(projectRow, 'write', { key: 'project_id', in: 'body' }) },
      schema: { tags, body: AssignAll, description: 'Adds the users to every task of the project (and to the project).' },
    },
    async (request) => {
      await validateUsers(db, request.body.user_ids, 'user_ids');
      const project = await findProject(db, currentUser(request), request.body.project_id);
      return { tasks: await assignToAllTasks(db, project.id, request.body.user_ids) };
    },
  );
}
