import { Type } from 'typebox';
import { centers, enterprises, users } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { registerResource } from '../../lib/resource';
import { IMAGE_KINDS } from '../../lib/file-types';
import { RequiredText } from '../../lib/fields';
import { FileField } from '../../lib/form';
import { JsonDataField, jsonDataParser } from '../../lib/json-data';
import { assertAllExist, refuseWhileReferenced } from '../../lib/references';
import { replaceEnterpriseUsers } from './members';
import { EnterpriseSchema } from './schemas';
import { presentEnterprises } from './queries';
import { adminsOnly } from '../../lib/access';

const parseEnterprise = jsonDataParser(
  Type.Object({ name: RequiredText(), userIdList: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 })) }),
);

export const enterpriseRoutes: RegisterModule = (app, context) =>
  registerResource(app, context, {
    path: 'enterprise',
    name: 'enterprise',
    tag: 'Organisation',
    table: enterprises,
    write: Type.Object({ json_data: JsonDataField(), logo: Type.Optional(FileField('logo: PNG, JPEG, GIF or WebP')) }),
    parse: (body) => parseEnterprise(body.json_data),
    validate: (db, input) => assertAllExist(db, users, input.userIdList ?? [], 'userIdList'),
    values: (input) => ({ name: input.name.trim() }),
    afterWrite: (tx, id, input) => replaceEnterpriseUsers(tx, id, input.userIdList ?? []),
    file: { field: 'logo', column: 'logoId', kinds: IMAGE_KINDS },
    present: (rows) => presentEnterprises(context.db, context.files, rows),
    schema: EnterpriseSchema,
    search: [enterprises.name],
    orderings: { id: enterprises.id, name: enterprises.name },
    defaultOrdering: 'name',
    access: { read: adminsOnly, write: adminsOnly },
    beforeDelete: refuseWhileReferenced('enterprise', 'center', centers.enterpriseId),
  });
