import { and, asc, eq, notInArray } from 'drizzle-orm';
import { Type } from 'typebox';
import { LEGAL_SCOPE_KINDS } from '../../../contract/legal';
import {
  centerLegalScopes,
  centerNotApplicableRequirements,
  centerSubambits,
  legalRequirements,
  legalScopes,
  subambits,
} from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { RegisterModule } from '../../lib/api';
import { listQueryFields, pageWindow, paginateCounted, windowCount } from '../../lib/paging';
import { assertAllExist } from '../../lib/references';
import { answers, PageOf, Reference } from '../../lib/wire';
import { reference } from '../../lib/language';
import { ambitsWithAreaById } from '../legal-register/hierarchy';
import { presentRequirements, RequirementSchema } from '../legal-register/requirements';
import { requirementsOfSelection, syncEvidences } from './applicability';
import { inCenter } from './route-config';
import { IdList, parseIdList } from './schemas';
import { adminsOnly } from '../../lib/access';
import { CenterParams } from '../../lib/fields';

const tags = ['Legal requirement module'];
const base = '/api/legal-requirement-module/:centerId/config';
const Ids = () => Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 50_000 });

const SelectedSubambit = Type.Object({ id: Type.Integer(), name: Type.String(), legal_ambit: Reference, area: Reference });
const SelectedScopes = Type.Object({
  national_and_european_scope: Type.Array(Reference),
  autonomous_community_scope: Type.Array(Reference),
  local_scope: Type.Array(Reference),
});

export const configRoutes: RegisterModule = (app, { db }) => {
  app.get(
    `${base}/selected-subambits`,
    { config: inCenter(adminsOnly, 'read'), schema: { tags, params: CenterParams, response: answers(Type.Array(SelectedSubambit)) } },
    async (request) => {
      const rows = await db
        .select({ subambit: subambits })
        .from(centerSubambits)
        .innerJoin(subambits, eq(subambits.id, centerSubambits.subambitId))
        .where(eq(centerSubambits.centerId, request.params.centerId))
        .orderBy(asc(subambits.order), asc(subambits.id));
      const parents = await ambitsWithAreaById(
        db,
        rows.map((row) => row.subambit.legalAmbitId),
      );
      return rows.map(({ subambit }) => {
        const parent = parents.get(subambit.legalAmbitId)!;
        return reference(request, subambit.id, subambit, {
          legal_ambit: reference(request, parent.ambitId, { nameSpanish: parent.ambitSpanish, nameCatalan: parent.ambitCatalan }),
          area: reference(request, parent.areaId, { nameSpanish: parent.areaSpanish, nameCatalan: parent.areaCatalan }),
        });
      });
    },
  );

  app.get(
    `${base}/selected-legal-scopes`,
    { config: inCenter(adminsOnly, 'read'), schema: { tags, params: CenterParams, response: answers(SelectedScopes) } },
    async (request) => {
      const rows = await db
        .select({ scope: legalScopes })
        .from(centerLegalScopes)
        .innerJoin(legalScopes, eq(legalScopes.id, centerLegalScopes.legalScopeId))
        .where(eq(centerLegalScopes.centerId, request.params.centerId))
        .orderBy(asc(legalScopes.nameSpanish));
      const ofKind = (kind: (typeof LEGAL_SCOPE_KINDS)[number]) =>
        rows.filter(({ scope }) => scope.scope === kind).map(({ scope }) => reference(request, scope.id, scope));
      return {
        national_and_european_scope: ofKind('NATIONAL_AND_EUROPEAN'),
        autonomous_community_scope: ofKind('AUTONOMOUS_COMMUNITY'),
        local_scope: ofKind('LOCAL'),
      };
    },
  );

  // The requirements a tentative selection implies, each saying whether the center marked it not applicable.
  app.get(
    `${base}/selected-legal-requirements`,
    {
      config: inCenter(adminsOnly, 'read'),
      schema: {
        tags,
        params: CenterParams,
        querystring: Type.Object({ ...listQueryFields, selectedSubambitIds: IdList(), selectedLegalScopeIds: IdList() }),
        response: answers(PageOf(Type.Object({ ...RequirementSchema.properties, is_applicable: Type.Boolean() }))),
      },
    },
    async (request) => {
      const { centerId } = request.params;
      const where = requirementsOfSelection(
        parseIdList(request.query.selectedSubambitIds),
        parseIdList(request.query.selectedLegalScopeIds),
      );
      const notApplicable = new Set(
        (
          await db
            .select({ id: centerNotApplicableRequirements.legalRequirementId })
            .from(centerNotApplicableRequirements)
            .where(eq(centerNotApplicableRequirements.centerId, centerId))
        ).map((row) => row.id),
      );
      return paginateCounted(
        request,
        pageWindow(request.query),
        (limit, offset) =>
          db
            .select({ requirement: legalRequirements, total: windowCount })
            .from(legalRequirements)
            .where(where)
            .orderBy(asc(legalRequirements.legalTextId), asc(legalRequirements.order), asc(legalRequirements.id))
            .limit(limit)
            .offset(offset),
        async (rows) =>
          (
            await presentRequirements(
              db,
              rows.map((row) => row.requirement),
              request,
            )
          ).map((requirement) => ({ is_applicable: !notApplicable.has(requirement.id), ...requirement })),
        () => db.$count(legalRequirements, where),
      );
    },
  );

  app.post(
    base,
    {
      config: inCenter(adminsOnly, 'write'),
      schema: {
        tags,
        params: CenterParams,
        body: Type.Object({ subambit_ids: Ids(), legal_scope_ids: Ids(), not_applicable_legal_requirement_ids: Type.Optional(Ids()) }),
      },
    },
    async (request) => {
      const { centerId } = request.params;
      const body = request.body;
      const notApplicable = body.not_applicable_legal_requirement_ids ?? [];
      await assertAllExist(db, subambits, body.subambit_ids, 'subambit_ids');
      await assertAllExist(db, legalScopes, body.legal_scope_ids, 'legal_scope_ids');
      await assertAllExist(db, legalRequirements, notApplicable, 'not_applicable_legal_requirement_ids');
      const evidences = await writeTransaction(db, async (tx) => {
        // Only what the selection drops is deleted and only what it adds is inserted: the change history tells exactly that.
        await tx
          .delete(centerSubambits)
          .where(and(eq(centerSubambits.centerId, centerId), notInArray(centerSubambits.subambitId, body.subambit_ids)));
        await tx
          .delete(centerLegalScopes)
          .where(and(eq(centerLegalScopes.centerId, centerId), notInArray(centerLegalScopes.legalScopeId, body.legal_scope_ids)));
        await tx
          .delete(centerNotApplicableRequirements)
          .where(
            and(
              eq(centerNotApplicableRequirements.centerId, centerId),
              notInArray(centerNotApplicableRequirements.legalRequirementId, notApplicable),
            ),
          );
        const unique = (ids: number[]) => [...new Set(ids)];
        if (body.subambit_ids.length)
          await tx
            .insert(centerSubambits)
            .values(unique(body.subambit_ids).map((subambitId) => ({ centerId, subambitId })))
            .onConflictDoNothing();
        if (body.legal_scope_ids.length)
          await tx
            .insert(centerLegalScopes)
            .values(unique(body.legal_scope_ids).map((legalScopeId) => ({ centerId, legalScopeId })))
            .onConflictDoNothing();
        if (notApplicable.length)
          await tx
            .insert(centerNotApplicableRequirements)
            .values(unique(notApplicable).map((legalRequirementId) => ({ centerId, legalRequirementId })))
            .onConflictDoNothing();
        return syncEvidences(tx, centerId);
      });
      return {
        subambit_ids: body.subambit_ids,
        legal_scope_ids: body.legal_scope_ids,
        not_applicable_legal_requirement_ids: notApplicable,
        evidences,
      };
    },
  );
};
