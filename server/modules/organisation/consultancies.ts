import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client';
import { centers, consultancies } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { registerCatalogue } from '../../lib/catalogue';
import { conflict } from '../../lib/errors';
import { IMAGE_KINDS } from '../../lib/file-types';
import { RequiredText } from '../../lib/fields';
import { FileField } from '../../lib/form';
import { presentConsultancies } from './present';

/** 409 naming how many centers still hang from the owner, so nothing is deleted half-way. */
export const refuseWhileCentersRemain = (noun: string, column: typeof centers.consultancyId | typeof centers.enterpriseId) =>
  async (db: Database, id: number) => {
    const count = await db.$count(centers, eq(column, id));
    if (count > 0) throw conflict(`The ${noun} still has ${count} center${count === 1 ? '' : 's'}: move or delete ${count === 1 ? 'it' : 'them'} first.`, 'has_centers');
  };

export const consultancyRoutes: RegisterModule = (app, context) =>
  registerCatalogue(app, context, {
    path: 'consultancy',
    noun: 'Consultancy',
    tag: 'Organisation',
    table: consultancies,
    write: Type.Object({
      name: RequiredText(),
      domain_name: Type.String({ format: 'hostname', minLength: 1, maxLength: 253 }),
      logo: Type.Optional(FileField('logo: PNG, JPEG, GIF or WebP')),
    }),
    values: (body) => ({ name: body.name.trim(), domainName: body.domain_name.trim().toLowerCase() }),
    file: { field: 'logo', column: 'logoId', kinds: IMAGE_KINDS },
    present: (rows) => presentConsultancies(context.db, context.files, rows),
    search: [consultancies.name, consultancies.domainName],
    orderings: { id: consultancies.id, name: consultancies.name, domain_name: consultancies.domainName },
    defaultOrdering: 'name',
    access: { read: ['admin'], write: ['admin'] },
    beforeDelete: refuseWhileCentersRemain('consultancy', centers.consultancyId),
  });
