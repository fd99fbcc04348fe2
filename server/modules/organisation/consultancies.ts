import { Type } from 'typebox';
import { centers, consultancies } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { registerResource } from '../../lib/resource';
import { IMAGE_KINDS } from '../../lib/file-types';
import { RequiredText } from '../../lib/fields';
import { refuseWhileReferenced } from '../../lib/references';
import { FileField } from '../../lib/form';
import { ConsultancySchema } from './schemas';
import { presentConsultancies } from './queries';
import { adminsOnly } from '../../lib/access';
import { adoptStaffOfDomain } from '../users/consultancy-membership';

export const consultancyRoutes: RegisterModule = (app, context) =>
  registerResource(app, context, {
    path: 'consultancy',
    name: 'consultancy',
    tag: 'Organisation',
    table: consultancies,
    write: Type.Object({
      name: RequiredText(),
      domain_name: Type.String({ format: 'hostname', minLength: 1, maxLength: 253 }),
      logo: Type.Optional(FileField('logo: PNG, JPEG, GIF or WebP')),
      require_two_factor: Type.Optional(Type.Boolean({ description: 'its admins and collaborators must sign in with a second factor' })),
    }),
    values: (body) => ({
      name: body.name.trim(),
      domainName: body.domain_name.trim().toLowerCase(),
      ...(body.require_two_factor === undefined ? {} : { requireTwoFactor: body.require_two_factor }),
    }),
    file: { field: 'logo', column: 'logoId', kinds: IMAGE_KINDS },
    present: (rows) => presentConsultancies(context.db, context.files, rows),
    schema: ConsultancySchema,
    search: [consultancies.name, consultancies.domainName],
    orderings: { id: consultancies.id, name: consultancies.name, domain_name: consultancies.domainName },
    defaultOrdering: 'name',
    access: { read: adminsOnly, write: adminsOnly },
    beforeDelete: refuseWhileReferenced('consultancy', 'center', centers.consultancyId),
    // Membership is set once, here or on the user form; a later change of anyone's e-mail moves nobody.
    afterSave: async (saved, before) => {
      if (!before) await adoptStaffOfDomain(context.db, saved);
    },
  });
