/** Tells carriers and managers about plans (filled in by the notification step). */
export interface PlanNotifier {
  planSaved(planId: number): Promise<void>;
}
export const silentNotifier: PlanNotifier = { planSaved: async () => undefined };
