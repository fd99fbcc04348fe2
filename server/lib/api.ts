import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FileService } from './files';
import type { ScheduledJob } from './scheduler';
import type { SecretBox } from './secrets';
import type { SessionService } from './sessions';
import type { TokenService } from './tokens';

/** The Fastify instance routes are registered on: TypeBox schemas type params, query and body. */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** What a module's routes need; built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Database;
  files: FileService;
  tokens: TokenService;
  secrets: SecretBox;
  sessions: SessionService;
}

export type RegisterModule = (app: Api, context: AppContext) => void;

/** What every server/modules/<m>/index.ts exports, the same way: its routes and its scheduled jobs (who reads its tables' history is in modules/history/tables.ts). */
export interface ServerModule {
  routes: RegisterModule;
  jobs?: (context: AppContext, log: FastifyBaseLogger) => ScheduledJob[];
}
