import type { Database } from '../server/db/client';
import {
  areas,
  centerModules,
  centers,
  consultancies,
  enterprises,
  evidenceActions,
  evidences,
  legalAmbits,
  legalDocuments,
  legalRequirements,
  legalScopes,
  legalTexts,
  projectAmbits,
  subambits,
  users,
} from '../server/db/schema';
import { hashPassword } from '../server/lib/passwords';

const FIRST = ['Marta', 'Jordi', 'Laura', 'Pau', 'Núria', 'Carlos', 'Lucía', 'Javier', 'Montserrat', 'Álvaro'];
const LAST = ['García', 'Puig', 'Martínez', 'Vidal', 'López', 'Ferrer', 'Sánchez', 'Soler', 'Romero', 'Roca'];

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 1000) {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

export async function seedUsers(db: Database, count: number, password: string) {
  const passwordHash = await hashPassword(password);
  await db.insert(users).values({ name: 'Bench Admin', email: 'admin@bench.example', role: 'admin', passwordHash });
  const rows = Array.from({ length: count }, (_, n) => ({
    name: `${FIRST[n % 10]} ${LAST[Math.floor(n / 10) % 10]} ${n}`,
    email: `user${n}@bench.example`,
    role: ['collaborator', 'client', 'client'][n % 3]!,
    passwordHash,
  }));
  await inBatches(rows, (batch) => db.insert(users).values(batch));
  await db.insert(projectAmbits).values(Array.from({ length: 300 }, (_, i) => ({ name: `Ámbito ${i}` })));
}

export interface RegisterShape {
  areas: number;
  ambits: number;
  subambits: number;
  requirements: number;
}

/** A register of the given shape; one legal text per subambit carries its requirements. Answers one subambit id to query. */
export async function seedRegister(db: Database, shape: RegisterShape): Promise<{ subambitId: number }> {
  const [scope] = await db
    .insert(legalScopes)
    .values({ nameSpanish: 'Estatal', nameCatalan: 'Estatal', scope: 'NATIONAL_AND_EUROPEAN' })
    .returning();
  const areaRows = await db
    .insert(areas)
    .values(Array.from({ length: shape.areas }, (_, a) => ({ nameSpanish: `Área ${a}`, nameCatalan: `Àrea ${a}`, order: a })))
    .returning();
  const ambitRows = await db
    .insert(legalAmbits)
    .values(
      areaRows.flatMap((area) =>
        Array.from({ length: shape.ambits }, (_, m) => ({
          nameSpanish: `Ámbito ${area.order}.${m}`,
          nameCatalan: `Àmbit ${area.order}.${m}`,
          order: m,
          areaId: area.id,
        })),
      ),
    )
    .returning();
  const subambitRows: { id: number }[] = [];
  await inBatches(
    ambitRows.flatMap((ambit) =>
      Array.from({ length: shape.subambits }, (_, s) => ({
        nameSpanish: `Subámbito ${ambit.nameSpanish} ${s}`,
        nameCatalan: `Subàmbit ${ambit.nameCatalan} ${s}`,
        order: s,
        legalAmbitId: ambit.id,
      })),
    ),
    async (batch) => subambitRows.push(...(await db.insert(subambits).values(batch).returning({ id: subambits.id }))),
  );
  const textRows: { id: number }[] = [];
  await inBatches(
    subambitRows.map((subambit, i) => ({
      name: `Real Decreto ${i}/2020`,
      texts: ['Art. 1', 'Art. 2'],
      legalScopeId: scope!.id,
      subambitId: subambit.id,
    })),
    async (batch) => textRows.push(...(await db.insert(legalTexts).values(batch).returning({ id: legalTexts.id }))),
  );
  await inBatches(
    textRows.flatMap((text) =>
      Array.from({ length: shape.requirements }, (_, r) => ({
        nameSpanish: `Requisito ${text.id}.${r}: disponer de la autorización vigente`,
        nameCatalan: `Requisit ${text.id}.${r}: disposar de l'autorització vigent`,
        evidenceNameSpanish: 'Autorización',
        evidenceNameCatalan: 'Autorització',
        order: r,
        legalTextId: text.id,
      })),
    ),
    (batch) => db.insert(legalRequirements).values(batch),
  );
  return { subambitId: subambitRows[Math.floor(subambitRows.length / 2)]!.id };
}

/**
 * Centers with the legal module on and `perCenter` evidences each (taken from the register's
 * requirements), half of them with a document and half with an action. Answers one center id.
 */
export async function seedEvidences(db: Database, centerCount: number, perCenter: number): Promise<{ centerId: number }> {
  const [consultancy] = await db.insert(consultancies).values({ name: 'Bench Consultoria', domainName: 'bench.example' }).returning();
  const [enterprise] = await db.insert(enterprises).values({ name: 'Bench Enterprise' }).returning();
  const centerRows = await db
    .insert(centers)
    .values(
      Array.from({ length: centerCount }, (_, i) => ({
        name: `Centro ${i}`,
        postalCode: '08001',
        autonomousCommunity: 'ES-CT',
        province: 'Barcelona',
        usedLanguage: i % 2 ? 'ca' : 'es',
        enterpriseId: enterprise!.id,
        consultancyId: consultancy!.id,
      })),
    )
    .returning({ id: centers.id });
  await db.insert(centerModules).values(centerRows.map((center) => ({ centerId: center.id, module: 'legal-requirement', isActive: true })));
  const requirementIds = (await db.select({ id: legalRequirements.id }).from(legalRequirements).limit(perCenter)).map((row) => row.id);
  const states = ['NOT_FULFILLED', 'IN_PROCESS', 'FULFILLED'];
  for (const center of centerRows) {
    const rows = await db
      .insert(evidences)
      .values(
        requirementIds.map((legalRequirementId, i) => ({
          centerId: center.id,
          legalRequirementId,
          name: `Evidencia ${i}`,
          state: states[i % 3]!,
          expirationDate: i % 4 ? `2027-${String((i % 12) + 1).padStart(2, '0')}-15` : null,
        })),
      )
      .returning({ id: evidences.id });
    const half = rows.filter((_, i) => i % 2 === 0);
    await db
      .insert(legalDocuments)
      .values(half.map((evidence) => ({ centerId: center.id, evidenceId: evidence.id, name: 'Documento', elaborationDate: '2025-01-10' })));
    await db.insert(evidenceActions).values(
      half.map((evidence) => ({
        centerId: center.id,
        evidenceId: evidence.id,
        name: 'Acción',
        responsible: 'Técnico',
        expectedDate: '2026-12-31',
      })),
    );
  }
  return { centerId: centerRows[Math.floor(centerRows.length / 2)]!.id };
}
