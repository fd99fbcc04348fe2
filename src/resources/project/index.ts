import { lazy } from 'react';
import type { Project } from './types';

/** Projects (spec §2: /project, /new, /{projectId}; admin and collaborator). */
export default {
  list: lazy(() => import('./ProjectList')),
  create: lazy(() => import('./ProjectCreate')),
  edit: lazy(() => import('./ProjectEdit')),
  recordRepresentation: (project: Project) => project.name,
};
