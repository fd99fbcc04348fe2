import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { centers, dedications, projectBudgetAlerts, projects, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { logMailFailure, MailNotConfigured, sendMail } from '../../lib/mail';
import type { SecretBox } from '../../lib/secrets';
import { consultancyMailer, type MailConfig } from '../organisation/email-config';

export interface BudgetProject { id: number; name: string; centerName: string; consultancyId: number; coordinatorUserId: number | null; expected: number; worked: number }

/** Open projects (not FINISHED/CANCELLED) with expected hours whose worked hours reach `ratio` of them; one statement. */
export async function projectsOverRatio(db: Database, ratio: number): Promise<BudgetProject[]> {
  const worked = db.select({ projectId: dedications.projectId, hours: sql<number>`sum(${dedications.hours})`.as('hours') }).from(dedications).groupBy(dedications.projectId).as('worked');
  const rows = await db.select({
    id: projects.id, name: projects.name, centerName: centers.name, consultancyId: centers.consultancyId, coordinatorUserId: projects.coordinatorUserId,
    expected: projects.expectedHours, worked: sql<number>`${worked.hours}`.mapWith(Number),
  }).from(projects).innerJoin(worked, eq(worked.projectId, projects.id)).innerJoin(centers, eq(centers.id, projects.centerId))
    .where(and(sql`${projects.expectedHours} > 0`, inArray(projects.state, ['PENDING', 'IN_PROGRESS']), sql`${worked.hours} >= ${projects.expectedHours} * ${ratio}`))
    .orderBy(projects.name);
  return rows;
}

const TEXT = {
  subject: (threshold: number | 'over') => threshold === 'over' ? 'Proyectos que superan sus horas previstas' : `Aviso: proyectos al ${threshold} % de sus horas previstas`,
  line: (project: BudgetProject) => `- ${project.name} (${project.centerName}): ${project.worked} h trabajadas de ${project.expected} h previstas (${Math.round((project.worked / project.expected) * 100)} %)`,
};

/** Sends, per consultancy, one message to the admins and the projects' coordinators. Answers how many messages went out. */
async function mailPerConsultancy(db: Database, secrets: SecretBox, mail: MailConfig, list: BudgetProject[], subject: string): Promise<number> {
  if (list.length === 0) return 0;
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  const coordinatorIds = [...new Set(list.map((project) => project.coordinatorUserId).filter((id): id is number => id !== null))];
  const coordinators = coordinatorIds.length ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, coordinatorIds)) : [];
  let sent = 0;
  for (const consultancyId of new Set(list.map((project) => project.consultancyId))) {
    const mine = list.filter((project) => project.consultancyId === consultancyId);
    const to = [...new Set([...admins.map((admin) => admin.email), ...coordinators.filter((c) => mine.some((p) => p.coordinatorUserId === c.id)).map((c) => c.email)])];
    if (to.length === 0) continue;
    const mailer = await consultancyMailer(db, secrets, mail, consultancyId);
    await sendMail(mailer.settings, { from: mailer.from, to, subject, text: mine.map(TEXT.line).join('\n') });
    sent++;
  }
  return sent;
}

/** POST /api/project/exceeded-hours-email: projects past their expected hours, now. */
export async function sendExceededHoursEmail(db: Database, secrets: SecretBox, mail: MailConfig) {
  const over = await projectsOverRatio(db, 1.000001);
  const messages = await mailPerConsultancy(db, secrets, mail, over, TEXT.subject('over')).catch((error: unknown) => {
    if (error instanceof MailNotConfigured) throw new AppError(409, 'not_configured', 'Set up the consultancy\'s e-mail (or SMTP_URL) before sending these warnings.');
    throw error;
  });
  return { projects: over.length, messages };
}

/**
 * The scheduled warnings: at 80 % and at 100 % of expected hours, once per project and threshold.
 * Each (project, threshold) is claimed with an insert into project_budget_alert (primary key), so
 * of several processes only one sends; a failed send gives the claims back to be tried again.
 */
export async function sendBudgetWarnings({ db, secrets, mail, log }: { db: Database; secrets: SecretBox; mail: MailConfig; log: FastifyBaseLogger }): Promise<number> {
  let sent = 0;
  for (const threshold of [100, 80]) {
    const reached = await projectsOverRatio(db, threshold / 100);
    if (reached.length === 0) continue;
    const claimed = await db.insert(projectBudgetAlerts).values(reached.map((project) => ({ projectId: project.id, threshold })))
      .onConflictDoNothing().returning({ projectId: projectBudgetAlerts.projectId });
    const mine = reached.filter((project) => claimed.some((row) => row.projectId === project.id));
    // Past 100 % the 80 % warning has nothing left to say: it is marked as sent.
    if (threshold === 100 && mine.length) await db.insert(projectBudgetAlerts).values(mine.map((project) => ({ projectId: project.id, threshold: 80 }))).onConflictDoNothing();
    if (mine.length === 0) continue;
    try {
      sent += await mailPerConsultancy(db, secrets, mail, mine, TEXT.subject(threshold));
    } catch (error) {
      logMailFailure(log, error, { threshold }, 'budget warnings not sent; they will be tried again');
      await db.delete(projectBudgetAlerts).where(and(eq(projectBudgetAlerts.threshold, threshold), inArray(projectBudgetAlerts.projectId, mine.map((project) => project.id))));
    }
  }
  return sent;
}
