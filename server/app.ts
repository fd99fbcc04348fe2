import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Database } from './db/client';
import { statementCount } from './db/statements';
import type { Api, AppContext } from './lib/api';
import { FileService } from './lib/files';
import { SecretBox } from './lib/secrets';
import { DiskStorage, type FileStorage } from './lib/storage';
import { TokenService } from './lib/tokens';
import { jobs, modules } from './modules';
import type { ScheduledJob } from './lib/scheduler';
import auth from './plugins/auth';
import errors, { frameworkErrors } from './plugins/errors';
import input from './plugins/input';
import language from './plugins/language';
import tenancy from './plugins/tenancy';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work the server does on a timer (started by start.ts, run directly by tests). */
    scheduledJobs: ScheduledJob[];
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface BuildOptions {
  config: Config;
  db: Database;
  storage?: FileStorage;
  logger?: FastifyServerOptions['logger'];
}

/** The whole HTTP application; main.ts listens on it and the tests build one per database. */
export async function buildApp(options: BuildOptions): Promise<Api> {
  const { config, db } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    frameworkErrors,
    ajv: { customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const storage = options.storage ?? new DiskStorage(path.join(config.dataDir, 'files'));
  const context: AppContext = {
    config,
    db,
    files: new FileService(db, storage, config.jwtSecret),
    tokens: new TokenService(config.jwtSecret),
    secrets: new SecretBox(config.encryptionKey),
  };

  app.addHook('onRequest', (_request, _reply, done) => statementCount.run({ count: 0 }, done));
  if (config.exposeStatementCount) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('x-sql-statements', statementCount.getStore()?.count ?? 0);
    });
  }
  await app.register(errors);
  await app.register(language);
  await app.register(input, { uploadMaxBytes: config.uploadMaxBytes });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Environmental compliance API', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(auth, { db, tokens: context.tokens });
  await app.register(tenancy, { db });

  for (const register of modules) register(app, context);
  app.decorate('scheduledJobs', jobs.flatMap((jobsOf) => jobsOf(context, app.log)));

  await serveBrowserApp(app);
  return app;
}

/** The built SPA at / (client routes fall back to index.html) and the UI catalogues at /locales. */
async function serveBrowserApp(app: Api) {
  await app.register(fastifyStatic, { root: path.join(root, 'locales'), prefix: '/locales/', decorateReply: false });
  const dist = path.join(root, 'dist');
  const hasSpa = existsSync(path.join(dist, 'index.html'));
  if (hasSpa) await app.register(fastifyStatic, { root: dist, prefix: '/', wildcard: false });
  app.setNotFoundHandler((request, reply) => {
    if (hasSpa && request.method === 'GET' && !request.url.startsWith('/api')) return reply.sendFile('index.html');
    return reply.status(404).send({ detail: `No route for ${request.method} ${request.url.split('?')[0]}.`, code: 'not_found' });
  });
}
