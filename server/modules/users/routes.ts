import { randomBytes } from 'node:crypto';
import { Type } from 'typebox';
import { users } from '../../db/schema';
import type { RegisterModule } from '../../lib/api';
import { badRequest, conflict } from '../../lib/errors';
import { Email, IdParams, Password, RequiredText, RoleField } from '../../lib/fields';
import { formBody } from '../../lib/form';
import { inBatches, listQueryFields } from '../../lib/paging';
import { hashPassword, refuseGuessablePassword } from '../../lib/passwords';
import { sendSpreadsheet } from '../../lib/spreadsheet';
import { answers, PageOf } from '../../lib/wire';
import { MembershipFields } from '../organisation/schemas';
import { currentUser } from '../../plugins/auth';
import { assertMembershipsExist } from '../onboarding/memberships';
import { sendLink } from '../onboarding/routes';
import { assertConsultancyExists, ConsultancyIdField } from './consultancy-membership';
import {
  assertEmailFree,
  createUser,
  deleteUser,
  findUser,
  listUsers,
  normaliseEmail,
  presentUser,
  updateUser,
  usersAfter,
  type UserRow,
} from './queries';
import { adminsOnly } from '../../lib/access';

const tags = ['Users'];
const admin = { access: adminsOnly, tenancy: 'global' as const };

const UserQuery = Type.Object({
  ...listQueryFields,
  role: Type.Optional(RoleField()),
  offeredForEnterpriseId: Type.Optional(Type.Integer({ minimum: 1 })),
});
/** Admin-only: what an hour of the user costs (projects copy it onto each dedication). */
const CostPerHour = () => Type.Optional(Type.Union([Type.Number({ minimum: 0, maximum: 100_000 }), Type.Null()]));
const MembershipLists = {
  enterpriseIdList: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 })),
  centerIdList: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 })),
};
// Either a password, or `invite`: the person gets an e-mail with a one-use link to choose it (issue 14).
const UserCreate = Type.Object({
  name: RequiredText(),
  email: Email(),
  password: Type.Optional(Password()),
  role: RoleField(),
  invite: Type.Optional(Type.Boolean()),
  cost_per_hour: CostPerHour(),
  consultancy_id: ConsultancyIdField(),
  ...MembershipLists,
});
// An empty password on update means "keep the current one" (spec §5: sent only when filled).
const UserUpdate = Type.Object({
  name: RequiredText(),
  email: Email(),
  password: Type.Optional(Type.Union([Type.Literal(''), Password()])),
  role: RoleField(),
  cost_per_hour: CostPerHour(),
  consultancy_id: ConsultancyIdField(),
  ...MembershipLists,
});

const userColumns = [
  { header: 'resources.user.fields.name', fallback: 'Name', value: (row: UserRow) => row.name, width: 32 },
  { header: 'resources.user.fields.email', fallback: 'E-mail', value: (row: UserRow) => row.email, width: 36 },
  {
    header: 'resources.user.fields.role',
    fallback: 'Role',
    value: (row: UserRow) => row.role,
    width: 16,
    kind: { kind: 'state', labels: 'roles' } as const,
  },
];

const UserSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: Type.String(),
  cost_per_hour: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  consultancy_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  ...MembershipFields,
});

export const userRoutes: RegisterModule = (app, context) => {
  const { db, files, sessions } = context;
  app.get(
    '/api/user',
    { config: admin, schema: { tags, querystring: UserQuery, response: answers(PageOf(UserSchema)) } },
    async (request, reply) => {
      if (request.query.format === 'xlsx') {
        return sendSpreadsheet(reply, {
          name: 'users',
          title: 'spreadsheet.files.users',
          language: request.language,
          columns: userColumns,
          rows: inBatches(usersAfter(db, request.query)),
        });
      }
      return listUsers(db, request, request.query);
    },
  );

  app.get('/api/user/:id', { config: admin, schema: { tags, params: IdParams, response: answers(UserSchema) } }, async (request) =>
    presentUser(db, await findUser(db, request.params.id)),
  );

  app.post('/api/user', { config: admin, schema: { tags, ...formBody(UserCreate) } }, async (request, reply) => {
    const body = request.body;
    if (body.invite && body.password) throw badRequest('password', 'onboarding.passwordAndInvitation').inRequestLanguage();
    if (!body.invite && !body.password) throw badRequest('password', 'onboarding.passwordOrInvitation').inRequestLanguage();
    const email = normaliseEmail(body.email);
    await assertEmailFree(db, email);
    await assertMembershipsExist(db, body);
    await assertConsultancyExists(db, body.consultancy_id);
    if (body.password) await refuseGuessablePassword(body.password, 'password', email);
    // An invited person has a password nobody knows until they choose theirs from the e-mail's link.
    const passwordHash = await hashPassword(body.password || randomBytes(32).toString('base64url'));
    const row = await createUser(db, body, email, passwordHash);
    const user = await presentUser(db, row);
    // The user exists either way; when the mail fails the answer says why, and the admin can send it again.
    const invitation = body.invite ? await sendLink(context, row, 'invitation', request.language) : undefined;
    return reply.status(201).send(invitation ? { ...user, invitation } : user);
  });

  app.put('/api/user/:id', { config: admin, schema: { tags, params: IdParams, ...formBody(UserUpdate) } }, async (request) => {
    const { id } = request.params;
    const body = request.body;
    const before = await findUser(db, id);
    // Keeps at least one admin able to administer: nobody removes their own admin role.
    if (id === currentUser(request).id && body.role !== 'admin') {
      throw conflict('users.ownAdminRole', 'own_account');
    }
    const email = normaliseEmail(body.email);
    await assertEmailFree(db, email, id);
    await assertMembershipsExist(db, body);
    await assertConsultancyExists(db, body.consultancy_id);
    if (body.password) await refuseGuessablePassword(body.password, 'password', email);
    const passwordHash = body.password ? await hashPassword(body.password) : undefined;
    // A new password or role signs the user out everywhere; an admin editing their own account keeps this session.
    const signsOut = passwordHash !== undefined || body.role !== before.role;
    const keep = id === currentUser(request).id ? request.sessionId : null;
    const row = await updateUser(db, before, body, email, passwordHash, async (tx) => {
      if (signsOut) await sessions.endAllOf(tx, id, keep);
    });
    if (signsOut) sessions.forgetUser(id);
    return presentUser(db, row);
  });

  app.delete('/api/user/:id', { config: admin, schema: { tags, params: IdParams } }, async (request, reply) => {
    if (request.params.id === currentUser(request).id) throw conflict('users.ownAccount', 'own_account');
    await findUser(db, request.params.id);
    const held = await files.heldBy(users, users.id, request.params.id);
    await deleteUser(db, request.params.id);
    sessions.forgetUser(request.params.id);
    await files.discard(...held); // the profile picture goes with its user
    return reply.status(204).send();
  });
};
