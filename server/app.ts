import path from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database } from './db/client';
import { requestContext } from './db/request-context';
import type { Api, AppContext } from './lib/api';
import { FileService } from './lib/files';
import { lazySchemaController } from './lib/lazy-schemas';
import { requestForLog } from './lib/log-redaction';
import { openApiOptions } from './lib/openapi';
import { SecretBox } from './lib/secrets';
import { SessionService } from './lib/sessions';
import { DiskStorage, PostgresStorage, type FileStorage } from './lib/storage';
import { TokenService } from './lib/tokens';
import { serverModules } from './modules';
import type { ScheduledJob } from './lib/scheduler';
import auth from './plugins/auth';
import browserApp from './plugins/browser-app';
import errors, { frameworkErrors } from './plugins/errors';
import input from './plugins/input';
import language from './plugins/language';
import securityHeaders from './plugins/security-headers';
import overload from './plugins/overload';
import slowClients, { clientErrorHandler } from './plugins/slow-clients';
import tenancy from './plugins/tenancy';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work the server does on a timer (started by start.ts, run directly by tests). */
    scheduledJobs: ScheduledJob[];
  }
}

export interface BuildOptions {
  config: Config;
  db: Database;
  storage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
}

/** Where uploaded files live: FILE_STORAGE=postgres in the database, else under DATA_DIR/files. */
export const fileStorageOf = (config: Config, db: Database): FileStorage =>
  config.fileStorage === 'postgres' ? new PostgresStorage(db) : new DiskStorage(path.join(config.dataDir, 'files'));

/** Logged requests show their URL with reset, invitation and calendar tokens, file signatures and sign-in codes redacted. */
const withRedactedUrls = (logger: FastifyServerOptions['logger']) =>
  logger && typeof logger === 'object' ? { ...logger, serializers: { ...logger.serializers, req: requestForLog } } : logger;

/** The whole HTTP application; main.ts listens on it and the tests build one per database. */
export async function buildApp(options: BuildOptions): Promise<Api> {
  const { config, db } = options;
  const app = Fastify({
    logger: withRedactedUrls(options.logger ?? { level: config.logLevel }),
    // Behind a load balancer the client's address comes from X-Forwarded-For, believed only from the configured proxies.
    trustProxy: config.trustProxy || false,
    // Headers within the client timeout, checked every second (Node's default looks every 30 s); bodies are timed
    // by their rate (plugins/slow-clients), not by a total that would cut an honest upload over a slow link.
    http: { headersTimeout: config.clientTimeoutSeconds * 1000, connectionsCheckingInterval: 1000 },
    requestTimeout: 0,
    clientErrorHandler,
    frameworkErrors,
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
    schemaController: lazySchemaController(),
  }).withTypeProvider<TypeBoxTypeProvider>();

  const storage = options.storage ?? fileStorageOf(config, db);
  const context: AppContext = {
    config,
    db,
    files: new FileService(db, storage, config.jwtSecret),
    tokens: new TokenService(config.jwtSecret),
    secrets: new SecretBox(config.encryptionKey),
    sessions: new SessionService(db, config.sessionCacheSeconds * 1000, config.sessionMaxDays),
  };

  await app.register(securityHeaders, { frameOrigins: config.metabase ? [config.metabase.origin] : [] });
  app.addHook('onRequest', (_request, _reply, done) => requestContext.run({ statements: 0, actorId: null }, done));
  if (config.exposeStatementCount) {
    app.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('x-sql-statements', requestContext.getStore()?.statements ?? 0);
      done(null, payload);
    });
  }
  await app.register(errors);
  await app.register(slowClients, {
    timeoutSeconds: config.clientTimeoutSeconds,
    bodyMinBytesPerSecond: config.bodyMinBytesPerSecond,
    connectionsPerAddress: config.connectionsPerAddress,
    proxies: config.trustProxy || [],
  });
  await app.register(language);
  await app.register(input, { uploadMaxBytes: config.uploadMaxBytes, files: context.files });
  // After the body is read (a slow client holds no slot), before auth: reading the signed-in user is database work.
  await app.register(overload, { concurrency: config.dbConcurrency, queueSize: config.dbQueueSize, timeoutMs: config.dbQueueTimeoutMs });
  await app.register(swagger, openApiOptions());
  // Modules folded, so the page reads as a table of contents; operationIds shown, as generated clients name their methods by them.
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none', displayOperationId: true } });
  await app.register(auth, { tokens: context.tokens, sessions: context.sessions });
  await app.register(tenancy, { db });

  for (const module of serverModules) module.routes(app, context);
  app.decorate(
    'scheduledJobs',
    serverModules.flatMap((module) => module.jobs?.(context, app.log) ?? []),
  );

  await app.register(browserApp);
  return app;
}
