import { declare } from './declare';

// Projects and their costs: hand-written pages (resources/project*, their owners' folders); the menu entries are the
// projects module's (custom-pages/projects/menu.ts).

/** Projects (spec §2: /project, /new, /{projectId}): collaborators work on their projects. */
export const project = declare({
  name: 'project',
  access: { collaborator: ['list', 'show', 'create', 'edit', 'export'] },
  history: 'project',
  // JSON bodies; the form edits the ids of the nested references.
  form: { json: true, referenceIds: { ambitId: 'ambit', centerId: 'center', coordinator_user_id: 'coordinator', user_ids: 'users' } },
  pages: 'hand-written',
});

/** Projects > Project costs (spec §2: /project-cost, /new, /{projectCostId}; admin only). */
export const projectCost = declare({
  name: 'project-cost',
  history: 'project_cost',
  form: { json: true, referenceIds: { project_id: 'project' } },
  recordRepresentation: (cost) => String(cost.concept),
  pages: 'hand-written',
});
