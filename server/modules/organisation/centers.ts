import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { AUTONOMOUS_COMMUNITIES, communityCode, POSTAL_CODE_PATTERN, provinceOfPostalCode } from '../../../contract/spain';
import { centers, consultancies, enterprises, users } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { registerResource } from '../../lib/resource';
import { IMAGE_KINDS } from '../../lib/file-types';
import { OptionalText, RequiredText, textOrNull } from '../../lib/fields';
import { FileField } from '../../lib/form';
import { JsonDataField, jsonDataParser } from '../../lib/json-data';
import { assertAllExist } from '../../lib/references';
import { centerVisibleTo } from '../../lib/tenancy';
import { currentUser } from '../../plugins/auth';
import { replaceCenterUsers } from './members';
import { CenterSchema } from './schemas';
import { presentCenters } from './queries';
import { centerById } from '../../lib/center-rows';
import { adminsOnly, everyone } from '../../lib/access';

const parseCenter = jsonDataParser(
  Type.Object({
    name: RequiredText(),
    postal_code: Type.String({ pattern: POSTAL_CODE_PATTERN }),
    autonomous_community: Type.Enum(Object.keys(AUTONOMOUS_COMMUNITIES)),
    province: RequiredText(100),
    municipality: OptionalText(300),
    address: OptionalText(300),
    used_language: Type.Enum(['es', 'ca']),
    enterpriseId: Type.Integer({ minimum: 1 }),
    consultancyId: Type.Integer({ minimum: 1 }),
    userIdList: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 })),
  }),
);

/**
 * Before validation: a community given by its name (es, ca or en) becomes its code; a missing province or
 * community follows from the postal code (its first two digits are the INE province code). Anything else
 * is left for the validator to name.
 */
function completeCenter(raw: unknown): unknown {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return raw;
  const data = { ...(value as Record<string, unknown>) };
  const fromPostalCode = typeof data.postal_code === 'string' ? provinceOfPostalCode(data.postal_code) : undefined;
  if (typeof data.autonomous_community === 'string' && data.autonomous_community.trim()) {
    data.autonomous_community = communityCode(data.autonomous_community) ?? data.autonomous_community;
  } else if (
    fromPostalCode &&
    (data.autonomous_community === undefined || data.autonomous_community === null || data.autonomous_community === '')
  ) {
    data.autonomous_community = fromPostalCode.community;
  }
  if (
    fromPostalCode &&
    (data.province === undefined || data.province === null || (typeof data.province === 'string' && !data.province.trim()))
  ) {
    data.province = fromPostalCode.name;
  }
  return data;
}

export const centerRoutes: RegisterModule = (app, context) =>
  registerResource(app, context, {
    path: 'center',
    name: 'center',
    tag: 'Organisation',
    table: centers,
    write: Type.Object({ json_data: JsonDataField(), logo: Type.Optional(FileField('logo: PNG, JPEG, GIF or WebP')) }),
    parse: (body) => parseCenter(completeCenter(body.json_data)),
    validate: async (db, input) => {
      await assertAllExist(db, enterprises, [input.enterpriseId], 'enterpriseId');
      await assertAllExist(db, consultancies, [input.consultancyId], 'consultancyId');
      await assertAllExist(db, users, input.userIdList ?? [], 'userIdList');
    },
    values: (input) => ({
      name: input.name.trim(),
      postalCode: input.postal_code,
      autonomousCommunity: input.autonomous_community,
      province: input.province.trim(),
      // Spec §5: an empty municipality or address is stored as null.
      municipality: textOrNull(input.municipality),
      address: textOrNull(input.address),
      usedLanguage: input.used_language,
      enterpriseId: input.enterpriseId,
      consultancyId: input.consultancyId,
    }),
    afterWrite: (tx, id, input) => replaceCenterUsers(tx, id, input.userIdList ?? []),
    file: { field: 'logo', column: 'logoId', kinds: IMAGE_KINDS },
    present: (rows) => presentCenters(context.db, context.files, rows),
    schema: CenterSchema,
    search: [centers.name, centers.province, centers.municipality],
    orderings: { id: centers.id, name: centers.name, province: centers.province, postal_code: centers.postalCode },
    defaultOrdering: 'name',
    filters: {
      query: { enterpriseId: Type.Optional(Type.Integer({ minimum: 1 })), consultancyId: Type.Optional(Type.Integer({ minimum: 1 })) },
      where: (query) =>
        and(
          query.enterpriseId ? eq(centers.enterpriseId, query.enterpriseId as number) : undefined,
          query.consultancyId ? eq(centers.consultancyId, query.consultancyId as number) : undefined,
        ),
    },
    // Every role lists and reads its own centers (the center home); only admins change them.
    access: { read: everyone, write: adminsOnly },
    tenancy: {
      list: 'visible-centers',
      // Reads find the center with listWhere in the same statement (404 when not visible).
      item: (mode) => centerById(mode, { key: 'id', readsInQuery: true }),
      listWhere: (request) => centerVisibleTo(currentUser(request), centers.id),
    },
  });
