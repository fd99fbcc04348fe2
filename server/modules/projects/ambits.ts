import { Type } from 'typebox';
import { projectAmbits } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { registerResource } from '../../lib/resource';
import { RequiredText } from '../../lib/fields';
import { adminsOnly } from '../../lib/access';

type ProjectAmbit = { id: number; name: string };

export const projectAmbitRoutes: RegisterModule = (app, context) =>
  registerResource(app, context, {
    path: 'project-ambit',
    name: 'project-ambit',
    tag: 'Projects',
    table: projectAmbits,
    write: Type.Object({ name: RequiredText() }),
    values: (body) => ({ name: body.name.trim() }),
    present: (rows) => rows.map((row): ProjectAmbit => ({ id: row.id, name: row.name })),
    schema: Type.Object({ id: Type.Integer(), name: Type.String() }),
    search: [projectAmbits.name],
    orderings: { id: projectAmbits.id, name: projectAmbits.name },
    defaultOrdering: 'name',
    access: { read: adminsOnly, write: adminsOnly },
    spreadsheet: {
      name: 'project-ambits',
      title: 'spreadsheet.files.project_ambits',
      columns: [{ header: 'resources.project-ambit.fields.name', fallback: 'Name', value: (ambit: ProjectAmbit) => ambit.name, width: 40 }],
    },
  });
