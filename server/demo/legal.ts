import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  areas,
  centerLegalScopes,
  centerSubambits,
  evidenceActions,
  evidences,
  legalAmbits,
  legalDocuments,
  legalRequirements,
  legalScopes,
  legalTexts,
  responsibilities,
  subambits,
} from '../db/schema';
import { addDays, todayInSpain } from '../lib/dates';
import { syncEvidences } from '../modules/legal-module/applicability';

type Names = [spanish: string, catalan: string];

/** A small, real-looking register: waste, water and noise, national and Catalan norms. */
const REGISTER: {
  area: Names;
  ambits: {
    ambit: Names;
    subambits: {
      subambit: Names;
      texts: { name: string; scope: 'state' | 'catalonia'; articles: string[]; requirements: { requirement: Names; evidence: Names }[] }[];
    }[];
  }[];
}[] = [
  {
    area: ['Residuos', 'Residus'],
    ambits: [
      {
        ambit: ['Residuos peligrosos', 'Residus perillosos'],
        subambits: [
          {
            subambit: ['Producción y almacenamiento', 'Producció i emmagatzematge'],
            texts: [
              {
                name: 'Ley 7/2022, de residuos y suelos contaminados',
                scope: 'state',
                articles: ['Art. 18', 'Art. 21'],
                requirements: [
                  {
                    requirement: [
                      'No almacenar residuos peligrosos más de seis meses',
                      'No emmagatzemar residus perillosos més de sis mesos',
                    ],
                    evidence: ['Registro cronológico de residuos', 'Registre cronològic de residus'],
                  },
                  {
                    requirement: ['Etiquetar los envases de residuos peligrosos', 'Etiquetar els envasos de residus perillosos'],
                    evidence: ['Fotografías de las etiquetas', 'Fotografies de les etiquetes'],
                  },
                ],
              },
              {
                name: 'Real Decreto 553/2020, traslado de residuos',
                scope: 'state',
                articles: ['Art. 5', 'Art. 8'],
                requirements: [
                  {
                    requirement: [
                      'Disponer de contrato de tratamiento antes del traslado',
                      'Disposar de contracte de tractament abans del trasllat',
                    ],
                    evidence: ['Contrato de tratamiento', 'Contracte de tractament'],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    area: ['Aguas', 'Aigües'],
    ambits: [
      {
        ambit: ['Vertidos', 'Abocaments'],
        subambits: [
          {
            subambit: ['Vertido a colector municipal', 'Abocament a col·lector municipal'],
            texts: [
              {
                name: 'Decreto 130/2003, Reglamento de servicios públicos de saneamiento',
                scope: 'catalonia',
                articles: ['Art. 7', 'Art. 9'],
                requirements: [
                  {
                    requirement: ['Disponer de permiso de vertido vigente', "Disposar de permís d'abocament vigent"],
                    evidence: ['Permiso de vertido', "Permís d'abocament"],
                  },
                  {
                    requirement: ['Realizar la analítica anual del vertido', "Fer l'analítica anual de l'abocament"],
                    evidence: ['Informe de analítica', "Informe d'analítica"],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    area: ['Ruido', 'Soroll'],
    ambits: [
      {
        ambit: ['Contaminación acústica', 'Contaminació acústica'],
        subambits: [
          {
            subambit: ['Emisiones de actividades', "Emissions d'activitats"],
            texts: [
              {
                name: 'Ley 16/2002, de protección contra la contaminación acústica',
                scope: 'catalonia',
                articles: ['Art. 18'],
                requirements: [
                  {
                    requirement: ['Medir el ruido emitido cada cinco años', 'Mesurar el soroll emès cada cinc anys'],
                    evidence: ['Informe de medición acústica', 'Informe de mesurament acústic'],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

/** The register, and two centers configured with evidences in every state, a document and an action. */
export async function seedLegalDemo(tx: Database, configured: { centerId: number; catalan: boolean; responsibleUserId: number }[]) {
  const [state, catalonia] = await tx
    .insert(legalScopes)
    .values([
      { nameSpanish: 'Estatal y europeo', nameCatalan: 'Estatal i europeu', scope: 'NATIONAL_AND_EUROPEAN' },
      { nameSpanish: 'Cataluña', nameCatalan: 'Catalunya', scope: 'AUTONOMOUS_COMMUNITY' },
    ])
    .returning();
  const subambitIds: number[] = [];
  for (const [areaOrder, area] of REGISTER.entries()) {
    const [areaRow] = await tx
      .insert(areas)
      .values({ nameSpanish: area.area[0], nameCatalan: area.area[1], order: areaOrder + 1 })
      .returning();
    for (const [ambitOrder, ambit] of area.ambits.entries()) {
      const [ambitRow] = await tx
        .insert(legalAmbits)
        .values({ nameSpanish: ambit.ambit[0], nameCatalan: ambit.ambit[1], order: ambitOrder + 1, areaId: areaRow!.id })
        .returning();
      for (const [subambitOrder, subambit] of ambit.subambits.entries()) {
        const [subambitRow] = await tx
          .insert(subambits)
          .values({
            nameSpanish: subambit.subambit[0],
            nameCatalan: subambit.subambit[1],
            order: subambitOrder + 1,
            legalAmbitId: ambitRow!.id,
          })
          .returning();
        subambitIds.push(subambitRow!.id);
        for (const text of subambit.texts) {
          const [textRow] = await tx
            .insert(legalTexts)
            .values({
              name: text.name,
              texts: text.articles,
              subambitId: subambitRow!.id,
              legalScopeId: (text.scope === 'state' ? state : catalonia)!.id,
            })
            .returning();
          await tx.insert(legalRequirements).values(
            text.requirements.map((r, order) => ({
              nameSpanish: r.requirement[0],
              nameCatalan: r.requirement[1],
              evidenceNameSpanish: r.evidence[0],
              evidenceNameCatalan: r.evidence[1],
              order: order + 1,
              legalTextId: textRow!.id,
            })),
          );
        }
      }
    }
  }
  const today = todayInSpain();
  for (const { centerId, catalan, responsibleUserId } of configured) {
    await tx.insert(centerSubambits).values(subambitIds.map((subambitId) => ({ centerId, subambitId })));
    await tx
      .insert(centerLegalScopes)
      .values([state!, ...(catalan ? [catalonia!] : [])].map((scope) => ({ centerId, legalScopeId: scope.id })));
    await syncEvidences(tx, centerId);
    const rows = await tx.select().from(evidences).where(eq(evidences.centerId, centerId)).orderBy(evidences.id);
    const plan = [
      ['FULFILLED', addDays(today, 200)],
      ['FULFILLED', addDays(today, 12)],
      ['IN_PROCESS', addDays(today, -5)],
      ['NOT_FULFILLED', null],
    ] as const;
    for (const [i, evidence] of rows.entries()) {
      const [stateOf, expiration] = plan[i % plan.length]!;
      await tx.update(evidences).set({ state: stateOf, expirationDate: expiration }).where(eq(evidences.id, evidence.id));
    }
    await tx.insert(legalDocuments).values({
      centerId,
      evidenceId: rows[0]!.id,
      name: catalan ? 'Registre 2025' : 'Registro 2025',
      elaborationDate: addDays(today, -30),
      isValid: true,
    });
    await tx.insert(evidenceActions).values({
      centerId,
      evidenceId: rows[2]!.id,
      name: catalan ? 'Sol·licitar la renovació' : 'Solicitar la renovación',
      responsible: 'Laura Puig',
      expectedDate: addDays(today, 20),
    });
    await tx.insert(responsibilities).values({
      centerId,
      level: 'area',
      levelId: (await tx.select({ id: areas.id }).from(areas).limit(1))[0]!.id,
      userId: responsibleUserId,
    });
  }
}
