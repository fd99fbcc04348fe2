import { Type } from 'typebox';
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
import type { RegisterModule } from '../../lib/api';
import { registerResource } from '../../lib/resource';
import { badRequest } from '../../lib/errors';
import { IMAGE_KINDS } from '../../lib/file-types';
import { IdParams, RequiredText } from '../../lib/fields';
import { FileField } from '../../lib/form';
import { assertAllExist, refuseWhileReferenced } from '../../lib/references';
import { answers } from '../../lib/wire';
import { isHazardousLer, normaliseLer, TREATMENT_CODES, treatmentKind } from './codes';
import { adminsOnly, everyone } from '../../lib/access';
import {
  partyValues,
  presentDangerousness,
  presentParties,
  presentResidues,
  removePictogram,
  replacePartyResidues,
  replaceResidueClasses,
} from './catalogue-queries';
import {
  bilingual,
  DangerousnessSchema,
  PartySchema,
  PartyWrite,
  ResidueSchema,
  ResidueWrite,
  TreatmentSchema,
  type ResidueInput,
} from './schemas';

/** Catalogues are read by everyone (plans choose from them) and written by admins (spec §2, §6). */
const access = { read: everyone, write: adminsOnly };

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
      const row = await removePictogram(db, context, request.params.id);
      return { name_spanish: row.nameSpanish, name_catalan: row.nameCatalan, ...presentDangerousness(context, request)(row) };
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
    afterWrite: (tx, id, input) => replaceResidueClasses(tx, id, input.dangerousness_ids),
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
    registerResource(app, context, {
      path,
      name: path,
      tag: 'Waste',
      table: table as typeof residueCarriers,
      write: PartyWrite,
      validate: (db, input) => assertAllExist(db, residues, input.residue_ids ?? [], 'residue_ids'),
      values: partyValues,
      afterWrite: (tx, id, input) => replacePartyResidues(tx, links, id, input.residue_ids),
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
