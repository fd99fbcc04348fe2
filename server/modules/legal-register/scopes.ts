import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { LEGAL_SCOPE_KINDS } from '../../../contract/legal';
import { legalScopes, legalTexts } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { registerResource } from '../../lib/resource';
import { refuseWhileReferenced } from '../../lib/references';
import { bilingualRecord } from '../../lib/language';
import { bilingualValues, bilingualWrite } from '../../lib/fields';
import { adminsOnly, everyone } from '../../lib/access';

export const legalScopeRoutes: RegisterModule = (app, context) =>
  registerResource(app, context, {
    path: 'legal-scope',
    name: 'legal-scope',
    tag: 'Legal register',
    table: legalScopes,
    write: Type.Object({ ...bilingualWrite, scope: Type.Enum([...LEGAL_SCOPE_KINDS]) }),
    values: (body) => ({ ...bilingualValues(body), scope: body.scope }),
    present: (rows, request) => rows.map((row) => bilingualRecord(request, row, { scope: row.scope })),
    schema: Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      name_spanish: Type.String(),
      name_catalan: Type.String(),
      scope: Type.String(),
    }),
    search: [legalScopes.nameSpanish, legalScopes.nameCatalan],
    orderings: {
      scope: legalScopes.scope,
      name_spanish: legalScopes.nameSpanish,
      name_catalan: legalScopes.nameCatalan,
      id: legalScopes.id,
    },
    defaultOrdering: 'scope,name_spanish',
    filters: {
      query: { scope: Type.Optional(Type.Enum([...LEGAL_SCOPE_KINDS])) },
      where: (q) => (q.scope ? eq(legalScopes.scope, q.scope as string) : undefined),
    },
    access: { read: everyone, write: adminsOnly },
    beforeDelete: refuseWhileReferenced('legal-scope', 'legal-text', legalTexts.legalScopeId),
  });
