import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  collectionPlans,
  dangerousnesses,
  incidences,
  residueCarrierResidues,
  residueCarriers,
  residueCollections,
  residueDangerousnesses,
  residueManagerResidues,
  residueManagers,
  residueModuleConfigs,
  residues,
  treatments,
  wasteNotifications,
} from '../db/schema';
import { addDays, todayInSpain } from '../lib/dates';
import type { FileStorage } from '../lib/storage';
import { demoFileRow, storeDemoPdf, type DemoFile } from './documents';

/**
 * Waste demo: a few real residues with their LER codes and hazard classes, treatments, a carrier
 * and a manager, and per center plans with collections, an incidence, one overdue obligation
 * (hazardous waste stored past its six months) so the legal clock shows red, a collection due in
 * three days (a reminder), the module's configuration, an e-mail already sent, and (first center)
 * the contract, DI and delivery note on file.
 */
export async function seedWasteDemo(db: Database, centerIds: number[], files?: WasteDemoFiles) {
  const today = todayInSpain();
  const hp = new Map((await db.select().from(dangerousnesses)).map((row) => [row.code, row.id]));
  const [oil, paper, packaging, mixed] = await db
    .insert(residues)
    .values([
      {
        nameSpanish: 'Aceites minerales no clorados de motor',
        nameCatalan: 'Olis minerals no clorats de motor',
        lerCode: '13 02 05*',
        needsPreviousNotification: true,
        needsTreatmentContract: true,
        needsCollectionDocument: true,
      },
      {
        nameSpanish: 'Papel y cartón',
        nameCatalan: 'Paper i cartró',
        lerCode: '20 01 01',
        needsTreatmentContract: true,
        needsDeliveryNote: true,
      },
      {
        nameSpanish: 'Envases que contienen restos de sustancias peligrosas',
        nameCatalan: 'Envasos que contenen restes de substàncies perilloses',
        lerCode: '15 01 10*',
        needsPreviousNotification: true,
        needsTreatmentContract: true,
        needsCollectionDocument: true,
      },
      {
        nameSpanish: 'Mezclas de residuos municipales',
        nameCatalan: 'Mescles de residus municipals',
        lerCode: '20 03 01',
        needsPreviousNotification: true,
        needsTreatmentContract: true,
      },
    ])
    .returning();
  await db.insert(residueDangerousnesses).values([
    { residueId: oil!.id, dangerousnessId: hp.get('HP14')! },
    { residueId: oil!.id, dangerousnessId: hp.get('HP5')! },
    { residueId: packaging!.id, dangerousnessId: hp.get('HP3')! },
    { residueId: packaging!.id, dangerousnessId: hp.get('HP6')! },
  ]);
  const [regeneration, recycling, landfill] = await db
    .insert(treatments)
    .values([
      { name: 'Regeneración de aceites', type: 'R9' },
      { name: 'Reciclado de papel', type: 'R3' },
      { name: 'Depósito en vertedero', type: 'D1' },
    ])
    .returning();
  const [carrier] = await db
    .insert(residueCarriers)
    .values({
      name: 'Transports Vallès Residus SL',
      email: 'rutes@vallesresidus.example',
      phoneNumber: '937 000 111',
      code: 'T-08-000123',
      nima: '0800012345',
      address: 'Polígon Can Salvatella, Barberà del Vallès',
      authorisationExpiry: addDays(today, 400),
    })
    .returning();
  const [manager] = await db
    .insert(residueManagers)
    .values({
      name: 'Gestió Integral de Residus del Penedès SA',
      email: 'planta@penedesresidus.example',
      code: 'E-1234.08',
      nima: '0800098765',
      authorisationExpiry: addDays(today, 25),
    })
    .returning();
  const all = [oil!, paper!, packaging!, mixed!].map((residue) => residue.id);
  await db.insert(residueCarrierResidues).values(all.map((residueId) => ({ carrierId: carrier!.id, residueId })));
  await db.insert(residueManagerResidues).values(all.map((residueId) => ({ managerId: manager!.id, residueId })));

  for (const [index, centerId] of centerIds.entries()) {
    // The first center's papers are on file: its contract, and the DI and delivery note of the last collection.
    const papers = index === 0 ? files : undefined;
    const fileId = async (name: keyof WasteDemoFiles) => (papers ? demoFileRow(db, papers[name]) : null);
    const common = {
      centerId,
      type: 'PERIODIC',
      carrierId: carrier!.id,
      managerId: manager!.id,
      containerQuantity: 2,
      capacityOfContainers: '1000',
    };
    const [, paperPlan] = await db
      .insert(collectionPlans)
      .values([
        // Overdue: hazardous oil deposited seven months ago and never collected.
        {
          ...common,
          residueId: oil!.id,
          treatmentId: regeneration!.id,
          startDate: addDays(today, -220),
          firstDepositDate: addDays(today, -215),
          collectionFrequency: 180,
        },
        // Collected monthly, the next collection in three days: the reminder job writes to the carrier, the manager and the center's recipient.
        {
          ...common,
          residueId: paper!.id,
          treatmentId: recycling!.id,
          startDate: addDays(today, -120),
          firstDepositDate: addDays(today, -120),
          collectionFrequency: 30,
          treatmentContractExpiry: addDays(today, 300),
          treatmentContractDocumentId: await fileId('contract'),
          notifyCarrier: true,
          notifyManager: true,
        },
        {
          ...common,
          residueId: mixed!.id,
          treatmentId: landfill!.id,
          startDate: addDays(today, -60),
          firstDepositDate: addDays(today, -60),
          collectionFrequency: 15,
        },
      ])
      .returning();
    const collections = await db
      .insert(residueCollections)
      .values(
        [0, 1, 2].map((month) => ({
          centerId,
          collectionPlanId: paperPlan!.id,
          date: addDays(today, -87 + month * 30),
          quantity: `${420 + month * 35}`,
          unit: 'kg',
          acceptedQuantity: `${410 + month * 35}`,
          refusedQuantity: '10',
          collectionDocumentNumber: `DI-${centerId}-${month + 1}`,
        })),
      )
      .returning();
    const last = collections.at(-1)!;
    await db
      .update(residueCollections)
      .set({ collectionDocumentId: await fileId('identification'), deliveryNoteId: await fileId('deliveryNote') })
      .where(eq(residueCollections.id, last.id));
    await db.insert(incidences).values({
      centerId,
      residueCollectionId: collections[0]!.id,
      date: collections[0]!.date,
      description: 'Contenedor con papel mezclado con plásticos: 10 kg rechazados por el gestor.',
    });
    // The module's configuration: new plans propose this carrier and manager; reminders a week ahead, also to the center's environmental officer.
    await db.insert(residueModuleConfigs).values({
      centerId,
      defaultCarrierId: carrier!.id,
      defaultManagerId: manager!.id,
      reminderDaysBefore: 7,
      reminderRecipients: [`medi.ambient.${centerId}@iqvalles.example`],
    });
    // The carrier was told of the paper plan when it was created (the outbox keeps what was sent).
    await db.insert(wasteNotifications).values({
      collectionPlanId: paperPlan!.id,
      party: 'carrier',
      event: 'created',
      eventKey: `${addDays(today, -120)}T09:00:00.000Z`,
      email: carrier!.email,
      attempts: 1,
      sentAt: new Date(`${addDays(today, -120)}T09:00:05Z`),
      createdAt: new Date(`${addDays(today, -120)}T09:00:00Z`),
    });
  }
}

export interface WasteDemoFiles {
  contract: DemoFile;
  identification: DemoFile;
  deliveryNote: DemoFile;
}

/** The waste papers of the demo, written into the storage before the seeding transaction (as storeDocumentFiles). */
export async function storeWasteFiles(storage: FileStorage): Promise<WasteDemoFiles> {
  return {
    contract: await storeDemoPdf(storage, 'contracte-tractament-paper-cartro.pdf', [
      'Contracte de tractament de residus',
      'LER 20 01 01 Paper i cartro - R3',
      'Demo document (EcoAssessors demo data).',
    ]),
    identification: await storeDemoPdf(storage, 'DI-paper-cartro.pdf', [
      "Document d'identificacio (DI)",
      'LER 20 01 01 Paper i cartro',
      'Demo document (EcoAssessors demo data).',
    ]),
    deliveryNote: await storeDemoPdf(storage, 'albara-paper-cartro.pdf', [
      "Albara d'entrega",
      'LER 20 01 01 Paper i cartro',
      'Demo document (EcoAssessors demo data).',
    ]),
  };
}
