import { sql, type SQL } from 'drizzle-orm';
import { addDays } from '../../lib/dates';
import type { Language } from '../../lib/language';
import { ELIMINATION_PREFIX, HAZARDOUS_MARK } from './codes';

// The waste legal clock's rules (RD 553/2020, Ley 7/2022), written once, in SQL (issue 33): the plan pages and reports
// (present.ts), the reminder mails (notify.ts), the clock pages (clock.ts) and the agenda with its feed and digest
// (agenda/sources.ts) all read these expressions, so no page can tell another date than the agenda.

/** Storage limit counted from what is stored now (Ley 7/2022 art. 18.1.d), in months. */
export const STORAGE_MONTHS = { hazardous: 6, elimination: 12, recovery: 24 } as const;
/** RD 553/2020 art. 8: the prior notification is filed at least 10 days before the transfer. */
export const NOTIFICATION_DAYS = 10;
/** Mixed municipal waste: its transfers are always notified. */
const ALWAYS_NOTIFIED_LER = '20 03 01';

/** A plan's columns the rules read, as SQL: a table's columns (drizzle) or the aliases of a hand-written statement. */
export interface PlanColumns {
  isCancelled: SQL;
  startDate: SQL;
  endDate: SQL;
  firstDepositDate: SQL;
  collectionFrequency: SQL;
  /** The day of the plan's last collection (null before the first). */
  lastCollection: SQL;
  lerCode: SQL;
  treatmentType: SQL;
  residueNeedsNotification: SQL;
  residueNeedsContract: SQL;
  notificationFile: SQL;
  contractFile: SQL;
  contractExpiry: SQL;
}

const hazardous = (c: PlanColumns) => sql`(right(${c.lerCode}, 1) = ${HAZARDOUS_MARK})`;
const toElimination = (c: PlanColumns) => sql`(left(${c.treatmentType}, 1) = ${ELIMINATION_PREFIX})`;

/** The running plan's storage limit: from the first deposit, or from the last collection after it (what is stored now). */
export const storageDeadline = (c: PlanColumns) =>
  sql<string | null>`CASE WHEN NOT ${c.isCancelled} THEN
    ((CASE WHEN ${c.lastCollection} >= ${c.firstDepositDate} THEN ${c.lastCollection} ELSE ${c.firstDepositDate} END)
      + (CASE WHEN ${hazardous(c)} THEN ${STORAGE_MONTHS.hazardous}::int WHEN ${toElimination(c)} THEN ${STORAGE_MONTHS.elimination}::int
              ELSE ${STORAGE_MONTHS.recovery}::int END) * interval '1 month')::date END`;

/** The next collection: every `collection_frequency` days from the last one (or the start), while the plan runs. */
export const nextCollection = (c: PlanColumns) => {
  const next = sql`greatest(coalesce(${c.lastCollection} + ${c.collectionFrequency}, ${c.startDate}), ${c.startDate})`;
  return sql<string | null>`CASE WHEN NOT ${c.isCancelled} AND ${c.collectionFrequency} <> 0
    AND (${c.endDate} IS NULL OR ${next} <= ${c.endDate}) THEN ${next} END`;
};

/** Does the plan need a prior notification (NT)? The residue says so, as does hazardous waste, elimination and 20 03 01. */
const notificationNeeded = (c: PlanColumns) =>
  sql`(${c.residueNeedsNotification} OR ${hazardous(c)} OR ${toElimination(c)} OR ${c.lerCode} = ${ALWAYS_NOTIFIED_LER})`;

/** A document of the plan on the day `today`: not_needed, present, missing (needed, no file) or expired. */
const documentState = (needed: SQL, file: SQL, expiry: SQL | null, today: SQL) =>
  sql<
    'not_needed' | 'present' | 'missing' | 'expired'
  >`(CASE WHEN ${file} IS NULL THEN (CASE WHEN ${needed} THEN 'missing' ELSE 'not_needed' END)
    ${expiry ? sql`WHEN ${expiry} < ${today} THEN 'expired'` : sql``} ELSE 'present' END)`;

export const notificationState = (c: PlanColumns, today: SQL) => documentState(notificationNeeded(c), c.notificationFile, null, today);
export const contractState = (c: PlanColumns, today: SQL) => documentState(c.residueNeedsContract, c.contractFile, c.contractExpiry, today);

/** The yearly report (memoria anual) of the previous year is due before 1 March: the next such day from `asOf`. */
export function yearlyReportDue(asOf: string): string {
  const year = Number(asOf.slice(0, 4));
  const thisYear = addDays(`${year}-03-01`, -1);
  return asOf <= thisYear ? thisYear : addDays(`${year + 1}-03-01`, -1);
}

/** The clock's reading: its day, and the language the residues are named in. */
export interface ClockReading {
  asOf: string;
  language: Language;
}

/** The plan columns of the clock's statement (aliases pl, r, t and the lateral l). */
const aliased: PlanColumns = {
  isCancelled: sql.raw('pl.is_cancelled'),
  startDate: sql.raw('pl.start_date'),
  endDate: sql.raw('pl.end_date'),
  firstDepositDate: sql.raw('pl.first_deposit_date'),
  collectionFrequency: sql.raw('pl.collection_frequency'),
  lastCollection: sql.raw('l.last'),
  lerCode: sql.raw('r.ler_code'),
  treatmentType: sql.raw('t.type'),
  residueNeedsNotification: sql.raw('r.needs_previous_notification'),
  residueNeedsContract: sql.raw('r.needs_treatment_contract'),
  notificationFile: sql.raw('pl.previous_notification_document_id'),
  contractFile: sql.raw('pl.treatment_contract_document_id'),
  contractExpiry: sql.raw('pl.treatment_contract_expiry'),
};

/**
 * Every dated obligation of the waste module as SELECTs of (center_id, module, kind, record_id, parent_id, subject,
 * detail, due, tie), one per branch. Per current plan (not cancelled, not ended before `asOf`): the storage limit, the
 * prior notification 10 days before the next transfer and the treatment contract by it when their file is missing, the
 * contract's expiry; per center, each carrier's and manager's authorisation once, and the yearly report; per plan not
 * cancelled (ended or not), its next collection. The agenda lists them all; the clock pages all but the next collections.
 */
export function clockBranches({ asOf, language }: ClockReading): SQL[] {
  const residueName = language === 'ca' ? sql.raw('r.name_catalan') : sql.raw('r.name_spanish');
  const current = sql`(pl.end_date IS NULL OR pl.end_date >= ${asOf}::date)`;
  const today = sql`${asOf}::date`;
  const party = (kind: string, table: string, column: string) =>
    sql`SELECT pl.center_id, 'residue', ${kind}, NULL::integer, NULL::integer, x.name, NULL::text, x.authorisation_expiry, min(pl.id)
       FROM collection_plan pl JOIN ${sql.raw(table)} x ON x.id = pl.${sql.raw(column)}
      WHERE NOT pl.is_cancelled AND ${current} AND x.authorisation_expiry IS NOT NULL
      GROUP BY pl.center_id, x.id`;
  return [
    sql`SELECT p.center_id, 'residue', k.kind, p.id, NULL::integer, p.residue, NULL::text, k.due, p.id
       FROM (SELECT q.*, CASE WHEN q.current THEN coalesce(q.next, CASE WHEN q.last IS NULL THEN q.start_date END) END AS transfer
               FROM (SELECT pl.id, pl.center_id, pl.start_date, pl.treatment_contract_expiry, l.last, ${current} AS current,
                            r.ler_code || ' ' || ${residueName} AS residue,
                            ${notificationState(aliased, today)} = 'missing' AS notification_missing,
                            ${contractState(aliased, today)} = 'missing' AS contract_missing,
                            ${storageDeadline(aliased)} AS storage,
                            ${nextCollection(aliased)} AS next
                       FROM collection_plan pl JOIN residue r ON r.id = pl.residue_id JOIN treatment t ON t.id = pl.treatment_id
                       LEFT JOIN LATERAL (SELECT max(rc.date) AS last FROM residue_collection rc WHERE rc.collection_plan_id = pl.id) l ON true
                      WHERE NOT pl.is_cancelled) q) p
       CROSS JOIN LATERAL (VALUES
         ('storage_limit', CASE WHEN p.current THEN p.storage END),
         ('prior_notification', CASE WHEN p.notification_missing THEN p.transfer - ${NOTIFICATION_DAYS}::integer END),
         ('treatment_contract_missing', CASE WHEN p.contract_missing THEN p.transfer END),
         ('treatment_contract_expiry', CASE WHEN p.current THEN p.treatment_contract_expiry END),
         ('next_collection', p.next)) AS k (kind, due)
      WHERE k.due IS NOT NULL`,
    party('carrier_authorisation', 'residue_carrier', 'carrier_id'),
    party('manager_authorisation', 'residue_manager', 'manager_id'),
    sql`SELECT pl.center_id, 'residue', 'yearly_report', NULL::integer, NULL::integer, NULL::text, NULL::text, ${yearlyReportDue(asOf)}::date, 0
       FROM collection_plan pl WHERE NOT pl.is_cancelled GROUP BY pl.center_id`,
  ];
}
