import { Type } from 'typebox';
import type { Api, AppContext } from '../../lib/api';
import { todayInSpain } from '../../lib/dates';
import { formatDate } from '../../../contract/field-kinds';
import { badRequest } from '../../lib/errors';
import { IdParams } from '../../lib/fields';
import { inBatches, pageWindow, paginateCounted } from '../../lib/paging';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { answers, PageOf } from '../../lib/wire';
import { currentUser } from '../../plugins/auth';
import { centerById, centerRow } from '../../lib/center-rows';
import { adminsOnly, consultancyStaff } from '../../lib/access';
import type { ProjectState } from '../../../contract/projects';
import { findProject, isAdmin, projectRow } from './access';
import {
  appendObservation,
  checkStateMove,
  copyChosenTasks,
  copyProjectTasks,
  countProjects,
  createProject,
  deleteProject,
  duplicateProject,
  listWhere,
  presentOne,
  presentProjects,
  projectOrder,
  projectPage,
  projectsAfter,
  updateProject,
  validateProject,
} from './project-queries';
import {
  Duplicate,
  Observation,
  ProjectDetailSchema,
  ProjectQuery,
  ProjectSchema,
  ProjectToProject,
  ProjectWrite,
  TasksToProject,
} from './schemas';
import { projectColumns } from './spreadsheets';

const tags = ['Projects'];

/** The projects of issue 10: list (and its spreadsheet), read, create, edit, delete, duplicate, copy tasks, notes. */
export function projectRoutes(app: Api, { db, files }: Pick<AppContext, 'db' | 'files'>) {
  app.get(
    '/api/project',
    {
      config: { access: consultancyStaff, tenancy: 'visible-centers' },
      schema: { tags, querystring: ProjectQuery, response: answers(PageOf(ProjectSchema)) },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const query = request.query;
      const where = listWhere(user, query);
      if (query.format === 'xlsx') {
        const rows = inBatches(projectsAfter(db, where), (batch) => presentProjects(db, user, batch));
        return sendSpreadsheet(reply, {
          name: 'projects',
          title: 'spreadsheet.files.projects',
          language: request.language,
          columns: projectColumns(isAdmin(user)),
          rows,
        });
      }
      return paginateCounted(
        request,
        pageWindow(query),
        projectPage(db, where, projectOrder(user, query.ordering)),
        (rows) => presentProjects(db, user, rows),
        () => countProjects(db, where),
      );
    },
  );

  app.get(
    '/api/project/:id',
    {
      config: { access: consultancyStaff, tenancy: centerRow(projectRow, 'read') },
      schema: { tags, params: IdParams, response: answers(ProjectDetailSchema) },
    },
    async (request) => presentOne(db, files, currentUser(request), request.params.id),
  );

  app.post(
    '/api/project',
    {
      config: { access: consultancyStaff, tenancy: centerById('write', { in: 'body' }) },
      schema: { tags, body: ProjectWrite },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      await validateProject(db, body);
      checkStateMove(undefined, body.state ?? 'PENDING', isAdmin(user));
      // A collaborator who creates a project belongs to it, or they could not see it afterwards.
      const userIds = [...(body.user_ids ?? []), ...(isAdmin(user) ? [] : [user.id])];
      const id = await createProject(db, body, isAdmin(user), userIds);
      return reply.status(201).send(await presentOne(db, files, user, id));
    },
  );

  app.put(
    '/api/project/:id',
    {
      config: { access: consultancyStaff, tenancy: centerRow(projectRow, 'write') },
      schema: { tags, params: IdParams, body: ProjectWrite },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await findProject(db, user, request.params.id);
      const body = request.body;
      await validateProject(db, body);
      if (!isAdmin(user) && body.centerId !== before.centerId) throw badRequest('centerId', 'projects.adminMovesCenter');
      const currentState = before.state as ProjectState;
      checkStateMove(currentState, body.state ?? currentState, isAdmin(user));
      // A collaborator who is not the coordinator stays a member, or they would lose the project they edit.
      const keepSelf = !isAdmin(user) && before.coordinatorUserId !== user.id;
      await updateProject(db, before, body, isAdmin(user), keepSelf ? user.id : undefined);
      return presentOne(db, files, user, before.id);
    },
  );

  app.delete(
    '/api/project/:id',
    {
      config: { access: adminsOnly, tenancy: centerRow(projectRow, 'write') },
      schema: { tags, params: IdParams },
    },
    async (request, reply) => {
      await deleteProject(db, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/project/:id/duplicated',
    {
      config: { access: consultancyStaff, tenancy: centerRow(projectRow, 'write') },
      schema: { tags, params: IdParams, body: Type.Optional(Duplicate) },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const source = await findProject(db, user, request.params.id);
      const id = await duplicateProject(db, source, request.body ?? {});
      return reply.status(201).send(await presentOne(db, files, user, id));
    },
  );

  app.post(
    '/api/project/tasks-from-project-to-project',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: {
        tags,
        body: ProjectToProject,
        description: 'Copies every task of one project (with assigned users, status TODO) into another.',
      },
    },
    async (request) => {
      const user = currentUser(request);
      const from = await findProject(db, user, request.body.from_project_id).catch(() => {
        throw badRequest('from_project_id', 'projects.noSuchProject');
      });
      const to = await findProject(db, user, request.body.to_project_id).catch(() => {
        throw badRequest('to_project_id', 'projects.noSuchProject');
      });
      if (from.id === to.id) throw badRequest('to_project_id', 'projects.sameProject');
      return { copied: await copyProjectTasks(db, from.id, to) };
    },
  );

  app.post(
    '/api/project/tasks-from-project-to-another-project',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: { tags, body: TasksToProject, description: 'Copies the chosen tasks into another project.' },
    },
    async (request) => {
      const user = currentUser(request);
      const to = await findProject(db, user, request.body.to_project_id).catch(() => {
        throw badRequest('to_project_id', 'projects.noSuchProject');
      });
      return { copied: await copyChosenTasks(db, [...new Set(request.body.task_ids)], to) };
    },
  );

  app.post(
    '/api/project/add-collaborators-observations',
    {
      config: { access: consultancyStaff, tenancy: centerRow(projectRow, 'write', { key: 'project_id', in: 'body' }) },
      schema: { tags, body: Observation, description: 'Appends a dated, signed note to the collaborators\u2019 observations.' },
    },
    async (request) => {
      const user = currentUser(request);
      const project = await findProject(db, user, request.body.project_id);
      const stamp = formatDate(todayInSpain());
      await appendObservation(db, project, user.id, (author) => `${stamp} ${author}: ${request.body.observations.trim()}`);
      return presentOne(db, files, user, project.id);
    },
  );
}
