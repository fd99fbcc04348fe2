// `npm run demo`: the app on a fresh data folder, loaded with the demo consultancy; prints one login per role.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileStorageOf } from './app';
import { seedDemo, type DemoLogin } from './demo/seed';
import { configOrExit, exitOnFailure, startServer } from './start';

const dataDir = mkdtempSync(path.join(tmpdir(), 'envcomply-demo-'));
const config = configOrExit({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: undefined });
let logins: DemoLogin[] = [];

startServer(config, async (db) => {
  logins = await seedDemo(db, fileStorageOf(config, db), process.env.DEMO_PASSWORD || undefined);
})
  .then(() => {
    console.log(`\nDemo data in ${dataDir} (a new folder every run). Sign in as:`);
    console.table(logins.map(({ role, name, email, password, sees }) => ({ role, name, email, password, sees })));
  })
  .catch(exitOnFailure);
