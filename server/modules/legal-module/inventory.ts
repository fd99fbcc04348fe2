import { Type } from 'typebox';
import type { RegisterModule } from '../../lib/api';
import { answers } from '../../lib/wire';
import { inventoryReads } from './inventory-queries';
import { inCenter } from './route-config';
import { InventoryNode as Node, InventoryRequirement, InventoryText } from './schemas';
import { everyone } from '../../lib/access';
import { CenterParams } from '../../lib/fields';

// The center's inventory: the register cut down to its evidences, each node with counts and a state colour.

export const inventoryRoutes: RegisterModule = (app, { db }) => {
  const base = '/api/legal-requirement-module/:centerId';
  const read = { config: inCenter(everyone, 'read') };
  const tags = ['Legal inventory'];
  const params = (extra: string) => Type.Object({ centerId: Type.Integer({ minimum: 1 }), [extra]: Type.Integer({ minimum: 1 }) });

  // The node routes check the center in their own statement; the requirement routes through the hook.
  const nodeRead = { config: { ...read.config, tenancy: { ...read.config.tenancy, readsInQuery: true } } };
  const inventory = inventoryReads(db);
  const id = (value: unknown) => value as number;
  app.get(`${base}/areas`, { ...nodeRead, schema: { tags, params: CenterParams, response: answers(Type.Array(Node)) } }, (request) =>
    inventory.areas(request, request.params.centerId),
  );
  app.get(`${base}/areas/:areaId`, { ...nodeRead, schema: { tags, params: params('areaId'), response: answers(Node) } }, (request) =>
    inventory.area(request, request.params.centerId, id(request.params.areaId)),
  );
  app.get(
    `${base}/areas/:areaId/ambits`,
    { ...nodeRead, schema: { tags, params: params('areaId'), response: answers(Type.Array(Node)) } },
    (request) => inventory.ambitsOf(request, request.params.centerId, id(request.params.areaId)),
  );
  app.get(`${base}/ambits/:ambitId`, { ...nodeRead, schema: { tags, params: params('ambitId'), response: answers(Node) } }, (request) =>
    inventory.ambit(request, request.params.centerId, id(request.params.ambitId)),
  );
  app.get(
    `${base}/ambits/:ambitId/subambits`,
    { ...nodeRead, schema: { tags, params: params('ambitId'), response: answers(Type.Array(Node)) } },
    (request) => inventory.subambitsOf(request, request.params.centerId, id(request.params.ambitId)),
  );
  app.get(
    `${base}/subambits/:subambitId`,
    { ...nodeRead, schema: { tags, params: params('subambitId'), response: answers(Node) } },
    (request) => inventory.subambit(request, request.params.centerId, id(request.params.subambitId)),
  );
  app.get(
    `${base}/subambits/:subambitId/requirements`,
    {
      ...read,
      schema: {
        tags,
        params: params('subambitId'),
        response: answers(Type.Object({ requirements: Type.Array(InventoryRequirement), legal_texts: Type.Array(InventoryText) })),
      },
    },
    (request) => inventory.requirementsOf(request, request.params.centerId, id(request.params.subambitId)),
  );
  app.get(
    `${base}/requirements/:requirementId`,
    {
      ...read,
      schema: {
        tags,
        params: params('requirementId'),
        response: answers(Type.Object({ ...InventoryRequirement.properties, legal_text: InventoryText })),
      },
    },
    (request) => inventory.requirement(request, request.params.centerId, id(request.params.requirementId)),
  );
};
