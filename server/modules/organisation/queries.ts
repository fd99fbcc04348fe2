import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { CenterModule } from '../../../contract/modules';
import type { Role } from '../../../contract/roles';
import type { Database } from '../../db/client';
import { centerModules, centers, centerUsers, consultancies, enterprises, enterpriseUsers, users } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import type { FileService } from '../../lib/files';
import { groupBy } from '../../lib/references';
import type { CenterRow, ConsultancyRow, EnterpriseRow, LogoReference, UserReference } from './schemas';

// The SQL of the organisation: its presenters (centers.ts, enterprises.ts, consultancies.ts, users; a few grouped
// statements for any number of rows) and a center's module switches (center-modules.ts).

const userColumns = { id: users.id, name: users.name, email: users.email, role: users.role };
const asUser = (row: { id: number; name: string; email: string; role: string }): UserReference => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as Role,
});

async function usersOfCenters(db: Database, centerIds: number[]) {
  const rows = await db
    .select({ ownerId: centerUsers.centerId, ...userColumns })
    .from(centerUsers)
    .innerJoin(users, eq(users.id, centerUsers.userId))
    .where(inArray(centerUsers.centerId, centerIds))
    .orderBy(asc(users.name));
  return groupBy(rows, (row) => row.ownerId);
}

async function usersOfEnterprises(db: Database, enterpriseIds: number[]) {
  const rows = await db
    .select({ ownerId: enterpriseUsers.enterpriseId, ...userColumns })
    .from(enterpriseUsers)
    .innerJoin(users, eq(users.id, enterpriseUsers.userId))
    .where(inArray(enterpriseUsers.enterpriseId, enterpriseIds))
    .orderBy(asc(users.name));
  return groupBy(rows, (row) => row.ownerId);
}

async function centersOf(db: Database, column: typeof centers.enterpriseId | typeof centers.consultancyId, ownerIds: number[]) {
  const rows = await db
    .select({ ownerId: column, id: centers.id, name: centers.name })
    .from(centers)
    .where(inArray(column, ownerIds))
    .orderBy(asc(centers.name));
  return groupBy(rows, (row) => row.ownerId);
}

const stripOwner = <T extends { ownerId: number }>({ ownerId: _ownerId, ...rest }: T) => rest;

/** Centers in the wire shape of spec §3, with four queries for any number of them. */
export async function presentCenters(db: Database, files: FileService, rows: CenterRow[]) {
  const ids = rows.map((row) => row.id);
  const [enterpriseRows, consultancyRows, userGroups] = await Promise.all([
    db
      .select()
      .from(enterprises)
      .where(inArray(enterprises.id, [...new Set(rows.map((row) => row.enterpriseId))])),
    db
      .select()
      .from(consultancies)
      .where(inArray(consultancies.id, [...new Set(rows.map((row) => row.consultancyId))])),
    usersOfCenters(db, ids),
  ]);
  const logoRef = (row: { id: number; name: string; logoId: string | null }): LogoReference => ({
    id: row.id,
    name: row.name,
    logo: files.url(row.logoId),
  });
  const enterpriseById = new Map(enterpriseRows.map((row) => [row.id, logoRef(row)]));
  const consultancyById = new Map(consultancyRows.map((row) => [row.id, logoRef(row)]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logo: files.url(row.logoId),
    postal_code: row.postalCode,
    autonomous_community: row.autonomousCommunity,
    province: row.province,
    municipality: row.municipality,
    address: row.address,
    used_language: row.usedLanguage,
    enterprise: enterpriseById.get(row.enterpriseId)!,
    consultancy: consultancyById.get(row.consultancyId)!,
    userList: (userGroups.get(row.id) ?? []).map((user) => asUser(stripOwner(user))),
  }));
}

export async function presentEnterprises(db: Database, files: FileService, rows: EnterpriseRow[]) {
  const ids = rows.map((row) => row.id);
  const [userGroups, centerGroups] = await Promise.all([usersOfEnterprises(db, ids), centersOf(db, centers.enterpriseId, ids)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    logo: files.url(row.logoId),
    userList: (userGroups.get(row.id) ?? []).map((user) => asUser(stripOwner(user))),
    centerList: (centerGroups.get(row.id) ?? []).map(stripOwner),
  }));
}

export async function presentConsultancies(db: Database, files: FileService, rows: ConsultancyRow[]) {
  const centerGroups = await centersOf(
    db,
    centers.consultancyId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    domain_name: row.domainName,
    logo: files.url(row.logoId),
    require_two_factor: row.requireTwoFactor,
    centerList: (centerGroups.get(row.id) ?? []).map(stripOwner),
  }));
}

/** The enterprises and centers each user belongs to, for user records (two queries per page). */
export async function membershipsOf(db: Database, userIds: number[]) {
  const [enterpriseRows, centerRows] = await Promise.all([
    db
      .select({ ownerId: enterpriseUsers.userId, id: enterprises.id, name: enterprises.name })
      .from(enterpriseUsers)
      .innerJoin(enterprises, eq(enterprises.id, enterpriseUsers.enterpriseId))
      .where(inArray(enterpriseUsers.userId, userIds))
      .orderBy(asc(enterprises.name)),
    db
      .select({ ownerId: centerUsers.userId, id: centers.id, name: centers.name })
      .from(centerUsers)
      .innerJoin(centers, eq(centers.id, centerUsers.centerId))
      .where(inArray(centerUsers.userId, userIds))
      .orderBy(asc(centers.name)),
  ]);
  const enterpriseGroups = groupBy(enterpriseRows, (row) => row.ownerId);
  const centerGroups = groupBy(centerRows, (row) => row.ownerId);
  return (userId: number) => ({
    enterpriseList: (enterpriseGroups.get(userId) ?? []).map(stripOwner),
    centerList: (centerGroups.get(userId) ?? []).map(stripOwner),
  });
}

/** Switches a module of the center on or off. */
export async function setModuleState(db: Database, centerId: number, module: CenterModule, isActive: boolean) {
  await writeTransaction(db, (tx) =>
    tx
      .insert(centerModules)
      .values({ centerId, module, isActive })
      .onConflictDoUpdate({ target: [centerModules.centerId, centerModules.module], set: { isActive, updatedAt: sql`now()` } }),
  );
}

/** The modules switched on in the center. */
export async function activeModulesOf(db: Database, centerId: number) {
  const rows = await db.select().from(centerModules).where(eq(centerModules.centerId, centerId));
  return new Set(rows.filter((row) => row.isActive).map((row) => row.module));
}
