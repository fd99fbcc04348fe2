import type { Database } from '../db/client';
import { dedications, projectAmbits, projectCosts, projects, projectUsers, tasks, taskUsers, users } from '../db/schema';
import { addDays, todayInSpain } from '../lib/dates';
import { eq } from 'drizzle-orm';

/**
 * A year of the demo consultancy's own work: eight projects over the last twelve months, three
 * tasks each, weekday dedications by the collaborator and the admin (hour costs stored), a few
 * extra costs; one project past its expected hours and one near 80 % so the budget signal shows.
 */
export async function seedProjectsDemo(
  tx: Database,
  { centerIds, collaboratorId, adminId }: { centerIds: number[]; collaboratorId: number; adminId: number },
) {
  await tx.update(users).set({ costPerHour: 28 }).where(eq(users.id, collaboratorId));
  await tx.update(users).set({ costPerHour: 45 }).where(eq(users.id, adminId));
  const ambits = await tx.select().from(projectAmbits);
  const today = todayInSpain();
  const plan = [
    ['Auditoría interna ISO 14001', 60, 4200],
    ['Plan de minimización de residuos', 40, 2600],
    ['Licencia ambiental: modificación sustancial', 80, 6800],
    ['Formación en gestión de residuos', 16, 1100],
    ['Autocontrol de legionela 2025', 24, 1500],
    ['Declaración anual de envases', 12, 800],
    ['Estudio acústico perimetral', 30, 2300],
    ['Revisión del registro legal', 20, 1400],
  ] as const;
  for (const [index, [name, expected, price]] of plan.entries()) {
    const start = addDays(today, -360 + index * 40);
    const end = addDays(start, 120);
    const finished = end < today;
    const [project] = await tx
      .insert(projects)
      .values({
        centerId: centerIds[index % centerIds.length]!,
        name,
        startDate: start,
        endDate: end,
        expectedHours: expected,
        price,
        isCharged: finished && index % 3 !== 0,
        expectedChargeDate: addDays(end, 30),
        invoiceNumber: finished && index % 3 !== 0 ? `F-${2025 + (index > 4 ? 1 : 0)}-${100 + index}` : null,
        state: finished ? 'FINISHED' : 'IN_PROGRESS',
        ambitId: ambits[index % ambits.length]?.id ?? null,
        coordinatorUserId: collaboratorId,
        observations: null,
        collaboratorsObservations: null,
      })
      .returning();
    await tx.insert(projectUsers).values([
      { projectId: project!.id, userId: collaboratorId },
      { projectId: project!.id, userId: adminId },
    ]);
    const taskRows = await tx
      .insert(tasks)
      .values(
        ['Toma de datos', 'Redacción del informe', 'Reunión de cierre'].map((taskName, t) => ({
          projectId: project!.id,
          centerId: project!.centerId,
          name: taskName,
          expectedHours: Math.round(expected * [0.4, 0.45, 0.15][t]! * 100) / 100,
          dueDate: addDays(start, 40 * (t + 1)),
          status: finished ? 'DONE' : t === 0 ? 'DONE' : 'TODO',
        })),
      )
      .returning();
    await tx.insert(taskUsers).values(taskRows.flatMap((task) => [{ taskId: task.id, userId: collaboratorId }]));
    // Hours: 70 % to 110 % of the budget (index 2 goes over, index 6 stops near 85 %).
    const share = index === 2 ? 1.1 : index === 6 ? 0.85 : 0.7;
    let remaining = Math.round(expected * share * 4) / 4;
    const rows: (typeof dedications.$inferInsert)[] = [];
    for (let day = 0; remaining > 0 && addDays(start, day) <= today; day++) {
      const date = addDays(start, day);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6 || day % 3 !== 0) continue;
      const hours = Math.min(remaining, 4);
      remaining -= hours;
      const admin = rows.length % 4 === 3;
      rows.push({
        taskId: taskRows[rows.length % 3]!.id,
        projectId: project!.id,
        centerId: project!.centerId,
        userId: admin ? adminId : collaboratorId,
        date,
        hours,
        startTime: admin ? '15:00' : '09:00',
        endTime: admin
          ? `${15 + hours}:00`.replace('.5:00', ':30').replace('.25:00', ':15').replace('.75:00', ':45')
          : `${9 + hours}:00`.replace('.5:00', ':30').replace('.25:00', ':15').replace('.75:00', ':45'),
        observations: null,
        hourCost: admin ? 45 : 28,
      });
    }
    if (rows.length) await tx.insert(dedications).values(rows);
    if (index % 2 === 0)
      await tx.insert(projectCosts).values({
        projectId: project!.id,
        concept: index % 4 === 0 ? 'Analítica de laboratorio' : 'Desplazamientos',
        amount: 180 + index * 15,
        date: addDays(start, 30),
      });
  }
}
