import type { Role } from '../../contract/roles';

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

export interface AccessRequest {
  resource: string;
  action: string;
}

/**
 * Spec §6, one row per resource: what each non-admin role may do there (admins may do everything).
 * A resource without a row is admin-only; modules add their rows here.
 */
const ACCESS_RULES: Readonly<Record<string, Partial<Record<Exclude<Role, 'admin'>, readonly Action[]>>>> = {
  user: {},
  'project-ambit': {},
  // Projects and time (spec §2, §6): collaborators work on their projects and log their own time; tasks, costs and reports are admin's.
  project: { collaborator: ['list', 'show', 'create', 'edit', 'export'] },
  task: { collaborator: ['show'] },
  dedication: { collaborator: ['show', 'create', 'edit', 'delete'] },
  'worked-hours-resume': { collaborator: ['list', 'show'] },
  'project-reports': {},
  'project-cost': {},
  profile: { collaborator: ['show', 'edit'], client: ['show', 'edit'] },
  consultancy: {},
  enterprise: {},
  // Everyone sees the centers tenancy gives them; only admins manage centers.
  center: { collaborator: ['list', 'show'], client: ['list', 'show'] },
  'center-home': { collaborator: ['show'], client: ['show'] },
  'module-activation': {},
  'email-configuration': {},
  // Legal register catalogue (spec §2 "Legal manager", §6 legal management): admin only.
  area: {},
  'legal-ambit': {},
  subambit: {},
  'legal-scope': {},
  'legal-text': {},
  'legal-requirement': {},
  'legal-manager': {},
  'legal-migration': {},
  // Legal-requirement module (spec §2, §6): everyone reads the inventory and the requirement list of their centers;
  // collaborators also write evidences, documents and actions; the other module pages are admin-only.
  'legal-inventory': { collaborator: ['show'], client: ['show'] },
  'upcoming-expiries': { collaborator: ['list', 'show'], client: ['list', 'show'] },
  'evidence/about-to-expire': { collaborator: ['list', 'export'], client: ['list', 'export'] },
  'legal-requirement-list': { collaborator: ['show'], client: ['show'] },
  'legal-configuration': {},
  'legal-compliance-by-area': {},
  'legal-responsibility-assignment': {},
  // Clients and collaborators read the documents of their centers (issue 14: a client's way to the documents).
  'legal-document-list': { collaborator: ['show'], client: ['show'] },
  evidence: { collaborator: ['list', 'show', 'edit', 'export'], client: ['list', 'show', 'export'] },
  'legal-document': {
    collaborator: ['list', 'show', 'create', 'edit', 'delete', 'export'],
    client: ['list', 'show', 'export'],
  },
  // Risks and opportunities, improvement actions and their catalogues (spec §6): admin only.
  'risk-opportunity-ambit': {},
  category: {},
  question: {},
  consequence: {},
  'risk-module': {},
  'improvement-module': {},
  // Waste catalogues (spec §2, §6): admin only.
  dangerousness: {},
  residue: {},
  treatment: {},
  'residue-carrier': {},
  'residue-manager': {},
  // Residue module (spec §2, §6): everyone of the center opens its pages; collaborators also write plans, collections and incidences.
  'residue-module': { collaborator: ['show'], client: ['show'] },
  'waste-legal-clock': { collaborator: ['list', 'show'], client: ['list', 'show'] },
  'collection-plan': { collaborator: ['list', 'show', 'create', 'edit'], client: ['list', 'show'] },
  'residue-collection': { collaborator: ['list', 'show', 'create', 'edit', 'delete'], client: ['list', 'show'] },
  incidence: { collaborator: ['list', 'show', 'create', 'edit', 'delete'], client: ['list', 'show'] },
  action: { collaborator: ['list', 'show', 'create', 'edit', 'delete', 'export'], client: ['list', 'show', 'export'] },
  // Environmental aspects (spec §6): the module for everyone who sees the center, writes for collaborators; catalogues admin-only.
  'environmental-aspects': { collaborator: ['show', 'edit'], client: ['show'] },
  // Document, pest-control and indicator modules (spec §2, §6): collaborators write in their centers, clients read.
  'enterprise-document': { collaborator: ['list', 'show', 'create', 'edit', 'delete', 'export'], client: ['list', 'show', 'export'] },
  'ddd-service': { collaborator: ['list', 'show', 'create', 'edit', 'delete', 'export'], client: ['list', 'show', 'export'] },
  'ddd-configuration': { collaborator: ['show', 'edit'], client: ['show'] },
  indicator: { collaborator: ['list', 'show', 'create', 'edit', 'delete', 'export'], client: ['list', 'show', 'export'] },
  'metabase-user-access': {},
};

/** Pure: the authProvider and the menu ask the same question and get the same answer. */
export const canAccess = (role: Role | undefined, { resource, action }: AccessRequest): boolean => {
  if (role === undefined) return false;
  if (role === 'admin') return true;
  return (ACCESS_RULES[resource]?.[role] as readonly string[] | undefined)?.includes(action) ?? false;
};
