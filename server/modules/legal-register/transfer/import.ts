import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { areas, legalAmbits, legalRequirements, legalScopes, legalTexts, subambits } from '../../../db/schema';
import { AppError, type KeyedRowProblem } from '../../../lib/errors';
import { ARTICLE_SEPARATOR, IDENTITY_FIELDS, matchKey, REGISTER_COLUMNS, type RegisterColumn, type RegisterRow } from './layout';
import { identityOf, identityValues, type IdentityInput } from '../../legal-changes/identity';
import { cellDate } from './plan';
import { LevelPlan, rowProblems, type PlanNode } from './plan';
import type { NumberedRow } from './workbook';
import { message } from '../../../lib/messages';
import { writeTransaction } from '../../../db/transaction';

interface Named {
  nameSpanish: string;
  nameCatalan: string;
}
type Ordered = Named & { order: number };
type Scope = Named & { scope: string };
type Text = { name: string; texts: string[] } & Identity;
type IdentityColumns = ReturnType<typeof identityValues>;
type Identity = { [K in keyof IdentityColumns]-?: Exclude<IdentityColumns[K], undefined> | (K extends 'state' ? never : null) };

/** The identity columns of a text as stored (left-out values as null, so a file's blank cell compares equal). */
const storedIdentity = (row: typeof legalTexts.$inferSelect): Identity => identityValues(identityOf(row)) as Identity;

type Requirement = Ordered & { evidenceNameSpanish: string; evidenceNameCatalan: string };

/** The whole register as plan levels keyed by match key (requirements also by id). */
async function loadRegister(db: Database) {
  const [areaRows, ambitRows, subambitRows, scopeRows, textRows, requirementRows] = await Promise.all([
    db.select().from(areas),
    db.select().from(legalAmbits),
    db.select().from(subambits),
    db.select().from(legalScopes),
    db.select().from(legalTexts),
    db.select().from(legalRequirements),
  ]);
  const plan = {
    areas: new LevelPlan<Ordered>(),
    ambits: new LevelPlan<Ordered>(),
    subambits: new LevelPlan<Ordered>(),
    scopes: new LevelPlan<Scope>(),
    texts: new LevelPlan<Text>(),
    requirements: new LevelPlan<Requirement>(),
  };
  const keys = new Map<PlanNode<unknown>, string>();
  const add = <V>(level: LevelPlan<V>, key: string, id: number, values: V, links: PlanNode<unknown>[]) => {
    const node: PlanNode<V> = { id, values, links, state: 'unchanged' };
    level.known(key, node);
    keys.set(node as PlanNode<unknown>, key);
    return node;
  };
  const ordered = (row: Ordered) => ({ nameSpanish: row.nameSpanish, nameCatalan: row.nameCatalan, order: row.order });
  const byId = <V>(nodes: [number, PlanNode<V>][]) => new Map(nodes);

  const areaNodes = byId(areaRows.map((row) => [row.id, add(plan.areas, matchKey(row.nameSpanish), row.id, ordered(row), [])]));
  const ambitNodes = byId(
    ambitRows.map((row) => {
      const parent = areaNodes.get(row.areaId)!;
      return [row.id, add(plan.ambits, keys.get(parent)! + matchKey(row.nameSpanish), row.id, ordered(row), [parent])];
    }),
  );
  const subambitNodes = byId(
    subambitRows.map((row) => {
      const parent = ambitNodes.get(row.legalAmbitId)!;
      return [row.id, add(plan.subambits, keys.get(parent)! + matchKey(row.nameSpanish), row.id, ordered(row), [parent])];
    }),
  );
  const scopeNodes = byId(
    scopeRows.map((row) => [
      row.id,
      add(
        plan.scopes,
        matchKey(row.scope, row.nameSpanish),
        row.id,
        { nameSpanish: row.nameSpanish, nameCatalan: row.nameCatalan, scope: row.scope },
        [],
      ),
    ]),
  );
  const textNodes = byId(
    textRows.map((row) => {
      const subambit = subambitNodes.get(row.subambitId)!;
      const scope = scopeNodes.get(row.legalScopeId)!;
      return [
        row.id,
        add(
          plan.texts,
          keys.get(subambit)! + keys.get(scope)! + matchKey(row.name),
          row.id,
          { name: row.name, texts: row.texts, ...storedIdentity(row) },
          [subambit, scope],
        ),
      ];
    }),
  );
  const requirementsById = new Map<number, PlanNode<Requirement>>();
  for (const row of requirementRows) {
    const text = textNodes.get(row.legalTextId)!;
    const values = { ...ordered(row), evidenceNameSpanish: row.evidenceNameSpanish, evidenceNameCatalan: row.evidenceNameCatalan };
    requirementsById.set(row.id, add(plan.requirements, keys.get(text)! + matchKey(row.nameSpanish), row.id, values, [text]));
  }
  return { plan, keys, requirementsById };
}

export type RegisterPlan = Awaited<ReturnType<typeof loadRegister>>['plan'];

/** A row's identity of its text: the cells of the columns the file has (blank clears), the stored values for the rest. */
function identityOfRow(row: RegisterRow, columns: ReadonlySet<RegisterColumn>, current: Text | undefined): Identity {
  const input: IdentityInput = {};
  for (const [column, field] of Object.entries(IDENTITY_FIELDS) as [keyof typeof IDENTITY_FIELDS, keyof IdentityInput][]) {
    if (!columns.has(column)) continue;
    const cell = row[column]?.trim() || null;
    (input as Record<string, string | null>)[field] = field.endsWith('_date') ? (cellDate(cell) ?? null) : cell;
  }
  const stored: Partial<Identity> = current ?? {};
  const given = identityValues(input);
  const identity = Object.fromEntries(
    Object.keys(given).map((key) => {
      const next = given[key as keyof Identity];
      return [key, next === undefined ? (stored[key as keyof Identity] ?? null) : next];
    }),
  ) as Identity;
  return { ...identity, state: identity.state ?? 'IN_FORCE' };
}

/** What the rows would do to the register; 400 with every row problem when any row is wrong. */
async function planImport(
  db: Database,
  rows: NumberedRow[],
  headerProblems: KeyedRowProblem[],
  columns: ReadonlySet<RegisterColumn> = new Set(REGISTER_COLUMNS),
): Promise<RegisterPlan> {
  const { plan, keys, requirementsById } = await loadRegister(db);
  const problems = [...headerProblems];
  if (problems.length === 0) {
    for (const { number, values } of rows) problems.push(...rowProblems(values, number, new Set(requirementsById.keys())));
  }
  if (rows.length === 0 && problems.length === 0) problems.push({ row: 2, column: 'area_es', problem: 'register.noRows' });
  if (problems.length) {
    throw new AppError(
      400,
      'import_invalid',
      message('register.importProblems', { count: problems.length }),
      undefined,
      problems.slice(0, 500),
    );
  }
  const order = (text: string | undefined, current: { order: number } | undefined) => (text ? Number(text) : (current?.order ?? 0));
  const keyed = <V>(level: LevelPlan<V>, key: string, values: (current: V | undefined) => V, links: PlanNode<unknown>[]) => {
    const node = level.upsert(key, values(level.nodes.get(key)?.values), links);
    keys.set(node as PlanNode<unknown>, key);
    return node;
  };

  for (const { values: row } of rows as { values: Required<RegisterRow> }[]) {
    const areaKey = matchKey(row.area_es);
    const area = keyed(
      plan.areas,
      areaKey,
      (current) => ({ nameSpanish: row.area_es, nameCatalan: row.area_ca, order: order(row.area_order, current) }),
      [],
    );
    if (!row.legal_ambit_es) continue;
    const ambitKey = areaKey + matchKey(row.legal_ambit_es);
    const ambit = keyed(
      plan.ambits,
      ambitKey,
      (current) => ({ nameSpanish: row.legal_ambit_es, nameCatalan: row.legal_ambit_ca, order: order(row.legal_ambit_order, current) }),
      [area],
    );
    if (!row.subambit_es) continue;
    const subambitKey = ambitKey + matchKey(row.subambit_es);
    const subambit = keyed(
      plan.subambits,
      subambitKey,
      (current) => ({ nameSpanish: row.subambit_es, nameCatalan: row.subambit_ca, order: order(row.subambit_order, current) }),
      [ambit],
    );
    if (!row.legal_text) continue;
    const scopeKey = matchKey(row.scope_kind, row.scope_es);
    const scope = keyed(plan.scopes, scopeKey, () => ({ nameSpanish: row.scope_es, nameCatalan: row.scope_ca, scope: row.scope_kind }), []);
    const textKey = subambitKey + scopeKey + matchKey(row.legal_text);
    const articles = (row.legal_text_articles ?? '')
      .split(ARTICLE_SEPARATOR)
      .map((text) => text.trim())
      .filter(Boolean);
    const text = keyed(
      plan.texts,
      textKey,
      (current) => ({ name: row.legal_text, texts: articles, ...identityOfRow(row, columns, current) }),
      [subambit, scope],
    );
    if (!row.requirement_es) continue;
    const existing = row.requirement_id ? requirementsById.get(Number(row.requirement_id)) : undefined;
    const requirementKey = existing ? keys.get(existing as PlanNode<unknown>)! : textKey + matchKey(row.requirement_es);
    keyed(
      plan.requirements,
      requirementKey,
      (current) => ({
        nameSpanish: row.requirement_es,
        nameCatalan: row.requirement_ca,
        order: order(row.requirement_order, current),
        evidenceNameSpanish: row.evidence_es,
        evidenceNameCatalan: row.evidence_ca,
      }),
      [text],
    );
  }
  return plan;
}

const planSummary = (plan: RegisterPlan) => ({
  areas: plan.areas.count(),
  legal_ambits: plan.ambits.count(),
  subambits: plan.subambits.count(),
  legal_scopes: plan.scopes.count(),
  legal_texts: plan.texts.count(),
  legal_requirements: plan.requirements.count(),
});

const BATCH = 1000;
const parentId = (node: PlanNode<unknown>, index = 0) => node.links[index]!.id!;

/**
 * Writes one level: new records in batches (PostgreSQL answers RETURNING in VALUES order), then
 * one UPDATE per changed record. Parents are written first, so their ids are known.
 */
async function writeLevel<V>(
  tx: Database,
  level: LevelPlan<V>,
  table: PgTable & { id: PgColumn },
  columns: (node: PlanNode<V>) => Record<string, unknown>,
) {
  const created = level.changed('created');
  for (let start = 0; start < created.length; start += BATCH) {
    const batch = created.slice(start, start + BATCH);
    const ids = await tx.insert(table).values(batch.map(columns)).returning({ id: table.id });
    batch.forEach((node, i) => {
      node.id = ids[i]!.id as number;
    });
  }
  for (const node of level.changed('updated')) {
    await tx
      .update(table)
      .set({ ...columns(node), updatedAt: sql`now()` })
      .where(eq(table.id, node.id!));
  }
}

async function applyImport(tx: Database, plan: RegisterPlan): Promise<void> {
  await writeLevel(tx, plan.areas, areas, (node) => ({ ...node.values }));
  await writeLevel(tx, plan.ambits, legalAmbits, (node) => ({ ...node.values, areaId: parentId(node) }));
  await writeLevel(tx, plan.subambits, subambits, (node) => ({ ...node.values, legalAmbitId: parentId(node) }));
  await writeLevel(tx, plan.scopes, legalScopes, (node) => ({ ...node.values }));
  await writeLevel(tx, plan.texts, legalTexts, (node) => ({
    ...node.values,
    subambitId: parentId(node, 0),
    legalScopeId: parentId(node, 1),
  }));
  await writeLevel(tx, plan.requirements, legalRequirements, (node) => ({ ...node.values, legalTextId: parentId(node) }));
}

/** A read workbook (workbook.ts): its rows, the header's problems and the columns it has. */
interface ImportInput {
  rows: NumberedRow[];
  problems: KeyedRowProblem[];
  columns: ReadonlySet<RegisterColumn>;
}

/** What the rows would create or update, written nowhere (the import's dry run). */
export const previewImport = async (db: Database, { rows, problems, columns }: ImportInput) =>
  planSummary(await planImport(db, rows, problems, columns));

/** Plans and applies the rows in one transaction; answers what they did. */
export const importRegister = (db: Database, { rows, problems, columns }: ImportInput) =>
  writeTransaction(db, async (tx) => {
    // Processes sharing one database: two concurrent imports would both create the same new records.
    await tx.execute(sql`select pg_advisory_xact_lock(7201002)`);
    const plan = await planImport(tx, rows, problems, columns);
    await applyImport(tx, plan);
    return planSummary(plan);
  });
