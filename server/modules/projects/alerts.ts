import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { centers, dedications, projectBudgetAlerts, projects, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { logMailFailure, MailNotConfigured, sendMail } from '../../lib/mail';
import type { SecretBox } from '../../lib/secrets';
import { consultancyMailer, type MailConfig } from '../organisation/email-config';
import { formatNumber } from '../../../contract/field-kinds';

export interface BudgetProject {
  id: number;
  name: string;
  centerName: string;
  language: string;
  consultancyId: number;
  coordinatorUserId: number | null;
  expected: number;
  worked: number;
}

/** Open projects (not FINISHED/CANCELLED) with expected hours whose worked hours reach `ratio` of them; one statement. */
export async function projectsOverRatio(db: Database, ratio: number): Promise<BudgetProject[]> {
  const worked = db
    .select({ projectId: dedications.projectId, hours: sql<number>`sum(${dedications.hours})`.as('hours') })
    .from(dedications)
    .groupBy(dedications.projectId)
    .as('worked');
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      centerName: centers.name,
      language: centers.usedLanguage,
      consultancyId: centers.consultancyId,
      coordinatorUserId: projects.coordinatorUserId,
      expected: projects.expectedHours,
      worked: sql<number>`${worked.hours}`.mapWith(Number),
    })
    .from(projects)
    .innerJoin(worked, eq(worked.projectId, projects.id))
    .innerJoin(centers, eq(centers.id, projects.centerId))
    .where(
      and(
        sql`${projects.expectedHours} > 0`,
        inArray(projects.state, ['PENDING', 'IN_PROGRESS']),
        sql`${worked.hours} >= ${projects.expectedHours} * ${ratio}`,
      ),
    )
    .orderBy(projects.name);
  return rows;
}

type Language = 'es' | 'ca';
type Threshold = 80 | 100 | 'over';

/** Hours as the field kinds write a number: up to two decimals, thousands grouped. */
const hours = (language: Language, value: number) => formatNumber(value, language, 2);
const percent = (project: BudgetProject) => Math.round((project.worked / project.expected) * 100);

/** The warnings in the language of the projects' centers (like the other modules' mails). */
const TEXTS: Record<
  Language,
  {
    subject: (threshold: Threshold) => string;
    intro: (threshold: Threshold) => string;
    line: (project: BudgetProject) => string;
    link: string;
  }
> = {
  es: {
    subject: (threshold) =>
      threshold === 'over' ? 'Proyectos que superan sus horas previstas' : `Aviso: proyectos al ${threshold} % de sus horas previstas`,
    intro: (threshold) =>
      threshold === 'over'
        ? 'Estos proyectos han superado las horas previstas:'
        : `Estos proyectos han llegado al ${threshold} % de las horas previstas:`,
    line: (project) =>
      `- ${project.name} (${project.centerName}): ${hours('es', project.worked)} h trabajadas de ${hours('es', project.expected)} h previstas (${percent(project)} %)`,
    link: 'Abrir el proyecto:',
  },
  ca: {
    subject: (threshold) =>
      threshold === 'over' ? 'Projectes que superen les hores previstes' : `Avís: projectes al ${threshold} % de les hores previstes`,
    intro: (threshold) =>
      threshold === 'over'
        ? 'Aquests projectes han superat les hores previstes:'
        : `Aquests projectes han arribat al ${threshold} % de les hores previstes:`,
    line: (project) =>
      `- ${project.name} (${project.centerName}): ${hours('ca', project.worked)} h treballades de ${hours('ca', project.expected)} h previstes (${percent(project)} %)`,
    link: 'Obrir el projecte:',
  },
};

export const languageOf = (project: Pick<BudgetProject, 'language'>): Language => (project.language === 'ca' ? 'ca' : 'es');

interface Message {
  projects: BudgetProject[];
  send: () => Promise<void>;
}

/**
 * One message per consultancy and center language, to the admins and the projects' coordinators, in that
 * language, through the consultancy's SMTP settings; each is sent on its own so a failure touches only its projects.
 */
async function budgetMessages(
  db: Database,
  secrets: SecretBox,
  mail: MailConfig,
  list: BudgetProject[],
  threshold: Threshold,
): Promise<Message[]> {
  if (list.length === 0) return [];
  const admins = await db.select({ email: users.email }).from(users).where(eq(users.role, 'admin'));
  const coordinatorIds = [...new Set(list.map((project) => project.coordinatorUserId).filter((id): id is number => id !== null))];
  const coordinators = coordinatorIds.length
    ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, coordinatorIds))
    : [];
  const messages: Message[] = [];
  for (const consultancyId of new Set(list.map((project) => project.consultancyId))) {
    for (const language of ['es', 'ca'] as const) {
      const mine = list.filter((project) => project.consultancyId === consultancyId && languageOf(project) === language);
      const to = [
        ...new Set([
          ...admins.map((admin) => admin.email),
          ...coordinators.filter((c) => mine.some((p) => p.coordinatorUserId === c.id)).map((c) => c.email),
        ]),
      ];
      if (mine.length === 0 || to.length === 0) continue;
      const texts = TEXTS[language];
      const lines = mine.flatMap((project) => [texts.line(project), `  ${texts.link} ${mail.publicUrl}/project/${project.id}`]);
      messages.push({
        projects: mine,
        send: async () => {
          const mailer = await consultancyMailer(db, secrets, mail, consultancyId);
          await sendMail(mailer.settings, {
            from: mailer.from,
            to,
            subject: texts.subject(threshold),
            text: [texts.intro(threshold), '', ...lines].join('\n'),
          });
        },
      });
    }
  }
  return messages;
}

/** POST /api/project/exceeded-hours-email: projects past their expected hours, now. */
export async function sendExceededHoursEmail(db: Database, secrets: SecretBox, mail: MailConfig) {
  const over = await projectsOverRatio(db, 1.000001);
  const messages = await budgetMessages(db, secrets, mail, over, 'over');
  try {
    for (const message of messages) await message.send();
  } catch (error) {
    if (error instanceof MailNotConfigured) throw new AppError(409, 'not_configured', 'projects.mailNotConfigured');
    throw error;
  }
  return { projects: over.length, messages: messages.length };
}

/**
 * The scheduled warnings: at 80 % and at 100 % of expected hours, once per project and threshold.
 * Each (project, threshold) is claimed with an insert into project_budget_alert (primary key), so
 * of several processes only one sends; a failed send gives the claims back to be tried again.
 */
export async function sendBudgetWarnings({
  db,
  secrets,
  mail,
  log,
}: {
  db: Database;
  secrets: SecretBox;
  mail: MailConfig;
  log: FastifyBaseLogger;
}): Promise<number> {
  let sent = 0;
  for (const threshold of [100, 80] as const) {
    const reached = await projectsOverRatio(db, threshold / 100);
    if (reached.length === 0) continue;
    const claimed = await db
      .insert(projectBudgetAlerts)
      .values(reached.map((project) => ({ projectId: project.id, threshold })))
      .onConflictDoNothing()
      .returning({ projectId: projectBudgetAlerts.projectId });
    const mine = reached.filter((project) => claimed.some((row) => row.projectId === project.id));
    // Past 100 % the 80 % warning has nothing left to say: it is marked as sent.
    if (threshold === 100 && mine.length)
      await db
        .insert(projectBudgetAlerts)
        .values(mine.map((project) => ({ projectId: project.id, threshold: 80 })))
        .onConflictDoNothing();
    if (mine.length === 0) continue;
    for (const message of await budgetMessages(db, secrets, mail, mine, threshold)) {
      try {
        await message.send();
        sent++;
      } catch (error) {
        logMailFailure(log, error, { threshold }, 'budget warnings not sent; they will be tried again');
        await db.delete(projectBudgetAlerts).where(
          and(
            eq(projectBudgetAlerts.threshold, threshold),
            inArray(
              projectBudgetAlerts.projectId,
              message.projects.map((project) => project.id),
            ),
          ),
        );
      }
    }
  }
  return sent;
}
