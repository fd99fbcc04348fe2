import { buildApp } from './app';
import { ensureFirstAdmin } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const config = configOrExit();
  const database = await openDatabase(config);
  await database.migrate();
  const admin = await ensureFirstAdmin(database.db, config);
  const app = await buildApp({ config, db: database.db });

  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const where = database.driver === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`\nEnvironmental compliance app ready: http://localhost:${config.port}/  (API docs: /api/docs, ${where})`);
  if (admin?.generatedPassword) {
    console.log(`First admin created. Sign in as ${admin.email} with password ${admin.generatedPassword} (shown only once).`);
  } else if (admin) {
    console.log(`First admin created: sign in as ${admin.email} with ADMIN_PASSWORD.`);
  }
}

main().catch((error: unknown) => {
  console.error('Start-up failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
