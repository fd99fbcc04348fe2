import { sql, type SQL } from 'drizzle-orm';
import { evidences, legalRequirements, legalTexts } from '../../db/schema';

// A requirement stops counting in a center's compliance from the day its text is repealed or it is removed (issue 36);
// its evidences stay, marked. One definition for the statistics, the home figures, the report, the agenda and the answers.

/** Today in Spain, as the database computes it (usable inside prepared statements). */
export const spanishToday = sql`(now() at time zone 'Europe/Madrid')::date`;

/** Raw SQL: requirement `r` of text `t` is repealed on `day` (an SQL date expression). */
export const repealedSql = (r: string, t: string, day: string) =>
  `coalesce((${t}.state = 'REPEALED' and ${t}.state_date <= ${day}) or ${r}.removed_date <= ${day}, false)`;

/** The joined requirement (and its text) is repealed on `day`: for statements that already join both. */
export const requirementRepealed = (day: SQL = spanishToday) =>
  sql<boolean>`coalesce((${legalTexts.state} = 'REPEALED' and ${legalTexts.stateDate} <= ${day}) or ${legalRequirements.removedDate} <= ${day}, false)`;

/** The evidence's requirement still counts on `day`: for statements over evidences that do not join the register. */
export const evidenceCounts = (day: SQL = spanishToday) =>
  sql`not exists (select 1 from legal_requirement r join legal_text t on t.id = r.legal_text_id
    where r.id = ${evidences.legalRequirementId} and coalesce((t.state = 'REPEALED' and t.state_date <= ${day}) or r.removed_date <= ${day}, false))`;
