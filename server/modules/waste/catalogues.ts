import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import type { Database } from '../../db/client';
import {
  collectionPlans,
  dangerousnesses,
  residueCarrierResidues,
  residueCarriers,
  residueDangerousnesses,
  residueManagerResidues,
  residueManagers,
  residues,
  treatments,
} from '../../db/schema';
import type { AppContext, RegisterModule } from '../../lib/api';
import { registerResource } from '../../lib/resource';
import { DateField, todayInSpain } from '../../lib/dates';
import { badRequest, notFound } from '../../lib/errors';
import { writeTransaction } from '../../db/transaction';
import { IMAGE_KINDS } from '../../lib/file-types';
import { Email, IdParams, OptionalText, RequiredText, textOrNull } from '../../lib/fields';
import { FileField } from '../../lib/form';
import { pickName } from '../../lib/language';
import { assertAllExist, groupBy, refuseWhileReferenced } from '../../lib/references';
import { answers, NullableDate, NullableText } from '../../lib/wire';
import { defaultPictogram, isHazardousLer, isValidNima, normaliseLer, TREATMENT_CODES, treatmentKind } from './codes';
import { adminsOnly, everyone } from '../../lib/access';

/** Catalogues are read by everyone (plans choose from them) and written by admins (spec §2, §6). */
const access = { read: everyone, write: adminsOnly };
const Ids = () => Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 }));
const bilingual = { name_spanish: RequiredText(500), name_catalan: RequiredText(500) };
const nameIn = (request: FastifyRequest, row: { nameSpanish: string; nameCatalan: string }) =>
  pickName(request.language, { spanish: row.nameSpanish, catalan: row.nameCatalan });

type DangerousnessRow = typeof dangerousnesses.$inferSelect;
type ResidueRow = typeof residues.$inferSelect;
type PartyRow = typeof residueCarriers.$inferSelect;

export const DangerousnessSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_spanish: Type.String(),
  name_catalan: Type.String(),
  code: NullableText(),
  pictogram: NullableText(),
  pictogram_uploaded: Type.Boolean({
    description: "true when `pictogram` is the admin's upload; false when it is the class's default (or none)",
  }),
});
const DangerousnessReference = Type.Object({ id: Type.Integer(), name: Type.String(), code: NullableText(), pictogram: NullableText() });
export const ResidueSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_spanish: Type.String(),
  name_catalan: Type.String(),
  ler_code: Type.String(),
  is_hazardous: Type.Boolean(),
  dangerousnesses: Type.Array(DangerousnessReference),
  does_collection_plan_need_previous_notification: Type.Boolean(),
  does_collection_plan_need_treatment_contract: Type.Boolean(),
  does_residue_collection_need_collection_document: Type.Boolean(),
  does_residue_collection_need_delivery_note: Type.Boolean(),
});
export const TreatmentSchema = Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String(), kind: Type.String() });
const ResidueReference = Type.Object({ id: Type.Integer(), name: Type.String(), ler_code: Type.String() });
export const PartySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  phone_number: NullableText(),
  code: Type.String(),
  nima: NullableText(),
  address: NullableText(),
  authorisation_expiry: NullableDate(),
  is_authorisation_expired: Type.Boolean(),
  residues: Type.Array(ResidueReference),
});

export const presentDangerousness = (context: Pick<AppContext, 'files'>, request: FastifyRequest) => (row: DangerousnessRow) => ({
  id: row.id,
  name: nameIn(request, row),
  code: row.code,
  // The admin's upload replaces the default pictogram of the class; without one, the default shows.
  pictogram: context.files.url(row.pictogramId) ?? defaultPictogram(row.code),
  pictogram_uploaded: row.pictogramId !== null,
});

/** Residues in the wire shape, with one query for the hazard classes of any number of them. */
export async function presentResidues(db: Database, context: Pick<AppContext, 'files'>, rows: ResidueRow[], request: FastifyRequest) {
  const classes =
    rows.length === 0
      ? []
      : await db
          .select({ residueId: residueDangerousnesses.residueId, row: dangerousnesses })
          .from(residueDangerousnesses)
          .innerJoin(dangerousnesses, eq(dangerousnesses.id, residueDangerousnesses.dangerousnessId))
          .where(
            inArray(
              residueDangerousnesses.residueId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(dangerousnesses.id));
  const byResidue = groupBy(classes, (entry) => entry.residueId);
  const present = presentDangerousness(context, request);
  return rows.map((row) => ({
    id: row.id,
    name: nameIn(request, row),
    name_spanish: row.nameSpanish,
    name_catalan: row.nameCatalan,
    ler_code: row.lerCode,
    is_hazardous: isHazardousLer(row.lerCode),
    dangerousnesses: (byResidue.get(row.id) ?? []).map((entry) => present(entry.row)),
    does_collection_plan_need_previous_notification: row.needsPreviousNotification,
    does_collection_plan_need_treatment_contract: row.needsTreatmentContract,
    does_residue_collection_need_collection_document: row.needsCollectionDocument,
    does_residue_collection_need_delivery_note: row.needsDeliveryNote,
  }));
}

const ResidueWrite = Type.Object({
  ...bilingual,
  ler_code: Type.String({ minLength: 1, maxLength: 20 }),
  dangerousness_ids: Ids(),
  does_collection_plan_need_previous_notification: Type.Optional(Type.Boolean()),
  does_collection_plan_need_treatment_contract: Type.Optional(Type.Boolean()),
  does_residue_collection_need_collection_document: Type.Optional(Type.Boolean()),
  does_residue_collection_need_delivery_note: Type.Optional(Type.Boolean()),
});
type ResidueInput = Static<typeof ResidueWrite> & { ler: string };

/** Blank optional text becomes null; absent stays absent (an update keeps what it does not name). */
const optionalText = (value: string | null | undefined) => (value === undefined ? undefined : textOrNull(value));

const PartyWrite = Type.Object({
  name: RequiredText(300),
  email: Email(),
  phone_number: OptionalText(40),
  code: RequiredText(100),
  nima: OptionalText(20),
  address: OptionalText(500),
  authorisation_expiry: Type.Optional(Type.Union([DateField(), Type.Null(), Type.Literal('')])),
  residue_ids: Ids(),
});
type PartyInput = Static<typeof PartyWrite>;

function partyValues(input: PartyInput) {
  const nima = optionalText(input.nima);
  if (nima && !isValidNima(nima)) throw badRequest('nima', 'waste.nima');
  const values = {
    name: input.name.trim(),
    email: input.email.trim(),
    code: input.code.trim(),
    phoneNumber: optionalText(input.phone_number),
    nima,
    address: optionalText(input.address),
    authorisationExpiry: input.authorisation_expiry === undefined ? undefined : input.authorisation_expiry || null,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

async function presentParties(
  db: Database,
  links: typeof residueCarrierResidues | typeof residueManagerResidues,
  rows: PartyRow[],
  request: FastifyRequest,
) {
  const owner = 'carrierId' in links ? links.carrierId : links.managerId;
  const carried =
    rows.length === 0
      ? []
      : await db
          .select({
            ownerId: owner,
            id: residues.id,
            nameSpanish: residues.nameSpanish,
            nameCatalan: residues.nameCatalan,
            lerCode: residues.lerCode,
          })
          .from(links)
          .innerJoin(residues, eq(residues.id, links.residueId))
          .where(
            inArray(
              owner,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(residues.lerCode));
  const byParty = groupBy(carried, (entry) => entry.ownerId);
  const today = todayInSpain();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    code: row.code,
    nima: row.nima,
    address: row.address,
    authorisation_expiry: row.authorisationExpiry,
    is_authorisation_expired: row.authorisationExpiry !== null && row.authorisationExpiry < today,
    residues: (byParty.get(row.id) ?? []).map((entry) => ({ id: entry.id, name: nameIn(request, entry), ler_code: entry.lerCode })),
  }));
}

export const wasteCatalogueRoutes: RegisterModule = (app, context) => {
  const { db } = context;

  registerResource(app, context, {
    path: 'dangerousness',
    name: 'dangerousness',
    tag: 'Waste',
    table: dangerousnesses,
    write: Type.Object({ ...bilingual, pictogram: Type.Optional(FileField('pictogram: PNG, JPEG, GIF or WebP')) }),
    values: (body) => ({ nameSpanish: body.name_spanish.trim(), nameCatalan: body.name_catalan.trim() }),
    file: { field: 'pictogram', column: 'pictogramId', kinds: IMAGE_KINDS },
    present: (rows, request) =>
      rows.map((row) => ({
        ...presentDangerousness(context, request)(row),
        name_spanish: row.nameSpanish,
        name_catalan: row.nameCatalan,
      })),
    schema: DangerousnessSchema,
    search: [dangerousnesses.nameSpanish, dangerousnesses.nameCatalan],
    orderings: { id: dangerousnesses.id, name_spanish: dangerousnesses.nameSpanish, name_catalan: dangerousnesses.nameCatalan },
    defaultOrdering: 'id',
    access,
    beforeDelete: refuseWhileReferenced('dangerousness', 'residue', residueDangerousnesses.dangerousnessId),
  });

  // Removing the admin's pictogram brings back the class's default one (a PUT keeps the pictogram when none is sent).
  app.delete(
    '/api/dangerousness/:id/pictogram',
    {
      config: { access: adminsOnly, tenancy: 'global' },
      schema: { tags: ['Waste'], params: IdParams, response: answers(DangerousnessSchema) },
    },
    async (request) => {
      const [before] = await db.select().from(dangerousnesses).where(eq(dangerousnesses.id, request.params.id));
      if (!before) throw notFound('dangerousness');
      const [row] = await writeTransaction(db, (tx) =>
        tx
          .update(dangerousnesses)
          .set({ pictogramId: null, updatedAt: sql`now()` })
          .where(eq(dangerousnesses.id, before.id))
          .returning(),
      );
      await context.files.discard(before.pictogramId);
      return { name_spanish: row!.nameSpanish, name_catalan: row!.nameCatalan, ...presentDangerousness(context, request)(row!) };
    },
  );

  registerResource(app, context, {
    path: 'residue',
    name: 'residue',
    tag: 'Waste',
    table: residues,
    write: ResidueWrite,
    parse: (body): ResidueInput => {
      const ler = normaliseLer(body.ler_code);
      if (!ler) throw badRequest('ler_code', 'waste.lerCode');
      if (isHazardousLer(ler) && !(body.dangerousness_ids ?? []).length) {
        throw badRequest('dangerousness_ids', 'waste.hazardNeedsClass');
      }
      return { ...body, ler };
    },
    validate: (db, input) => assertAllExist(db, dangerousnesses, input.dangerousness_ids ?? [], 'dangerousness_ids'),
    values: (input) => ({
      nameSpanish: input.name_spanish.trim(),
      nameCatalan: input.name_catalan.trim(),
      lerCode: input.ler,
      needsPreviousNotification: input.does_collection_plan_need_previous_notification ?? false,
      needsTreatmentContract: input.does_collection_plan_need_treatment_contract ?? false,
      needsCollectionDocument: input.does_residue_collection_need_collection_document ?? false,
      needsDeliveryNote: input.does_residue_collection_need_delivery_note ?? false,
    }),
    afterWrite: async (tx, id, input) => {
      await tx.delete(residueDangerousnesses).where(eq(residueDangerousnesses.residueId, id));
      const ids = [...new Set(input.dangerousness_ids ?? [])];
      if (ids.length) await tx.insert(residueDangerousnesses).values(ids.map((dangerousnessId) => ({ residueId: id, dangerousnessId })));
    },
    present: (rows, request) => presentResidues(db, context, rows, request),
    schema: ResidueSchema,
    search: [residues.nameSpanish, residues.nameCatalan, residues.lerCode],
    orderings: { id: residues.id, ler_code: residues.lerCode, name_spanish: residues.nameSpanish, name_catalan: residues.nameCatalan },
    defaultOrdering: 'ler_code',
    access,
    beforeDelete: refuseWhileReferenced('residue', 'collection-plan', collectionPlans.residueId),
  });

  registerResource(app, context, {
    path: 'treatment',
    name: 'treatment',
    tag: 'Waste',
    table: treatments,
    write: Type.Object({
      name: RequiredText(300),
      type: Type.Enum([...TREATMENT_CODES], { description: 'R1..R13 (recovery) or D1..D15 (elimination)' }),
    }),
    values: (body) => ({ name: body.name.trim(), type: body.type }),
    present: (rows) => rows.map((row) => ({ id: row.id, name: row.name, type: row.type, kind: treatmentKind(row.type) })),
    schema: TreatmentSchema,
    search: [treatments.name, treatments.type],
    orderings: { id: treatments.id, name: treatments.name, type: treatments.type },
    defaultOrdering: 'name',
    access,
    beforeDelete: refuseWhileReferenced('treatment', 'collection-plan', collectionPlans.treatmentId),
  });

  for (const [path, table, links, planColumn] of [
    ['residue-carrier', residueCarriers, residueCarrierResidues, collectionPlans.carrierId],
    ['residue-manager', residueManagers, residueManagerResidues, collectionPlans.managerId],
  ] as const) {
    const owner = 'carrierId' in links ? links.carrierId : links.managerId;
    registerResource(app, context, {
      path,
      name: path,
      tag: 'Waste',
      table: table as typeof residueCarriers,
      write: PartyWrite,
      validate: (db, input) => assertAllExist(db, residues, input.residue_ids ?? [], 'residue_ids'),
      values: partyValues,
      afterWrite: async (tx, id, input) => {
        if (input.residue_ids === undefined) return;
        await tx.delete(links).where(eq(owner, id));
        const ids = [...new Set(input.residue_ids)];
        if (ids.length)
          await tx
            .insert(links)
            .values(ids.map((residueId) => ({ [owner.name === 'carrier_id' ? 'carrierId' : 'managerId']: id, residueId })) as never);
      },
      present: (rows, request) => presentParties(db, links, rows, request),
      schema: PartySchema,
      search: [table.name, table.code, table.nima],
      orderings: { id: table.id, name: table.name, code: table.code, authorisation_expiry: table.authorisationExpiry },
      defaultOrdering: 'name',
      access,
      beforeDelete: refuseWhileReferenced(path, 'collection-plan', planColumn),
    });
  }
};
