import { randomBytes } from 'node:crypto';
import type { Role } from '../../contract/roles';
import type { Database } from '../db/client';
import { adoptStaffOfDomain } from '../modules/users/consultancy-membership';
import { centerModules, centers, centerUsers, consultancies, enterprises, enterpriseUsers, projectAmbits, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import type { FileStorage } from '../lib/storage';
import { seedDocumentsDemo, storeDocumentFiles } from './documents';
import { seedIndicatorsDemo } from './indicators';
import { seedLegalDemo } from './legal';
import { seedLegalChangesDemo } from './legal-changes';
import { seedAspectLinksDemo, seedAspectsDemo } from './aspects';
import { seedRiskDemo } from './risks';
import { seedWasteDemo, storeWasteFiles } from './waste';
import { seedProjectsDemo } from './projects';
import { seedRequestsDemo } from './requests';

export interface DemoLogin {
  role: Role;
  name: string;
  email: string;
  password: string;
  sees: string;
}

/** A believable consultancy with two client enterprises and three centers; every later module adds its records here. */
export async function seedDemo(db: Database, storage: FileStorage, fixedPassword?: string): Promise<DemoLogin[]> {
  // A fixed password only where a test signs in to a demo it started (tests/e2e/screens.spec.ts).
  const password = () => fixedPassword ?? randomBytes(9).toString('base64url');
  const people: (DemoLogin & { key: string })[] = [
    {
      key: 'admin',
      role: 'admin',
      name: 'Montserrat Soler',
      email: 'montse.soler@ecoassessors.example',
      password: password(),
      sees: 'everything',
    },
    {
      key: 'collaborator',
      role: 'collaborator',
      name: 'Laura Puig',
      email: 'laura.puig@ecoassessors.example',
      password: password(),
      sees: 'Planta de Sabadell, Fábrica de Santoña',
    },
    {
      key: 'clientCat',
      role: 'client',
      name: 'Jordi Ferrer',
      email: 'jordi.ferrer@iqvalles.example',
      password: password(),
      sees: 'both centers of Indústries Químiques del Vallès',
    },
    {
      key: 'clientCant',
      role: 'client',
      name: 'Ana Gutiérrez',
      email: 'ana.gutierrez@conservascantabrico.example',
      password: password(),
      sees: 'Fábrica de Santoña',
    },
  ];
  // Files first: the PostgreSQL storage writes through the database, which the transaction below holds.
  const documentFiles = await storeDocumentFiles(storage);
  const wasteFiles = await storeWasteFiles(storage);
  return db.transaction(async (tx) => {
    const userRows = await tx
      .insert(users)
      .values(
        await Promise.all(
          people.map(async (p) => ({ name: p.name, email: p.email, role: p.role, passwordHash: await hashPassword(p.password) })),
        ),
      )
      .returning();
    const userId = (key: string) => userRows[people.findIndex((p) => p.key === key)]!.id;

    const [consultancy] = await tx
      .insert(consultancies)
      .values({ name: 'EcoAssessors Consultoria Ambiental SL', domainName: 'ecoassessors.example' })
      .returning();
    const [valles, cantabrico] = await tx
      .insert(enterprises)
      .values([{ name: 'Indústries Químiques del Vallès SA' }, { name: 'Conservas del Cantábrico SL' }])
      .returning();
    // The demo's staff follow its consultancy's sign-in rules (two-step, single sign-on), as staff an admin creates do.
    await adoptStaffOfDomain(tx, consultancy!);
    const common = { consultancyId: consultancy!.id };
    const [sabadell, granollers, santona] = await tx
      .insert(centers)
      .values([
        {
          ...common,
          name: 'Planta de Sabadell',
          postalCode: '08205',
          autonomousCommunity: 'ES-CT',
          province: 'Barcelona',
          municipality: 'Sabadell',
          address: 'Carrer de la Química 14, Polígon Can Roqueta',
          usedLanguage: 'ca',
          enterpriseId: valles!.id,
        },
        {
          ...common,
          name: 'Magatzem de Granollers',
          postalCode: '08403',
          autonomousCommunity: 'ES-CT',
          province: 'Barcelona',
          municipality: 'Granollers',
          address: 'Avinguda del Vallès 220',
          usedLanguage: 'ca',
          enterpriseId: valles!.id,
        },
        {
          ...common,
          name: 'Fábrica de Santoña',
          postalCode: '39740',
          autonomousCommunity: 'ES-CB',
          province: 'Cantabria',
          municipality: 'Santoña',
          address: 'Calle del Puerto 3',
          usedLanguage: 'es',
          enterpriseId: cantabrico!.id,
        },
      ])
      .returning();

    await tx.insert(centerUsers).values([
      { centerId: sabadell!.id, userId: userId('collaborator') },
      { centerId: santona!.id, userId: userId('collaborator') },
      { centerId: santona!.id, userId: userId('clientCant') },
    ]);
    await tx.insert(enterpriseUsers).values({ enterpriseId: valles!.id, userId: userId('clientCat') });
    await tx.insert(centerModules).values([
      { centerId: sabadell!.id, module: 'legal-requirement', isActive: true },
      { centerId: sabadell!.id, module: 'residue', isActive: true },
      { centerId: granollers!.id, module: 'residue', isActive: true },
      { centerId: santona!.id, module: 'legal-requirement', isActive: true },
      { centerId: santona!.id, module: 'ddd', isActive: true },
    ]);
    await tx
      .insert(projectAmbits)
      .values(
        ['Auditoría ISO 14001', 'Gestión de residuos', 'Legalización de actividades', 'Formación ambiental', 'Control de legionela'].map(
          (name) => ({ name }),
        ),
      );
    await seedLegalDemo(tx, [
      { centerId: sabadell!.id, catalan: true, responsibleUserId: userId('collaborator') },
      { centerId: santona!.id, catalan: false, responsibleUserId: userId('collaborator') },
    ]);
    await seedLegalChangesDemo(tx, userId('admin'), userId('collaborator'), sabadell!.id);
    await seedAspectsDemo(tx, sabadell!.id);
    await seedRiskDemo(tx, [
      { centerId: sabadell!.id, catalan: true, preset: '5x5', responsibleUserId: userId('admin') },
      { centerId: santona!.id, catalan: false, preset: '3x3', responsibleUserId: userId('admin') },
    ]);
    await seedWasteDemo(tx, [sabadell!.id, granollers!.id], wasteFiles);
    await seedProjectsDemo(tx, {
      centerIds: [sabadell!.id, santona!.id],
      collaboratorId: userId('collaborator'),
      adminId: userId('admin'),
    });
    await seedIndicatorsDemo(tx, { indicatorCenterId: sabadell!.id, dddCenterId: santona!.id, responsibleUserId: userId('collaborator') });
    await seedAspectLinksDemo(tx, sabadell!.id);
    await seedDocumentsDemo(tx, { centerId: sabadell!.id, files: documentFiles, uploadedById: userId('collaborator') });
    await seedRequestsDemo(tx, {
      sabadellId: sabadell!.id,
      santonaId: santona!.id,
      collaboratorId: userId('collaborator'),
      clientId: userId('clientCat'),
    });
    return people.map(({ key: _key, ...login }) => login);
  });
}
