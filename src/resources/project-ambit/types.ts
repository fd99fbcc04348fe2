/** GET /api/project-ambit/{id} (spec §3). */
export interface ProjectAmbit {
  id: number;
  name: string;
}
