import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { POOL_SIZE } from './db/pool';
import { allowListOf, type PrivateHosts } from './lib/outbound-hosts';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite under dataDir is used. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  /** 32-byte key (base64) that encrypts stored secrets such as SMTP passwords. */
  encryptionKey: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  uploadMaxBytes: number;
  /** Answer each API request with an x-sql-statements header (tests and benchmarks). */
  exposeStatementCount: boolean;
  /** Address of the app as users reach it, for links in e-mails. */
  publicUrl: string;
  /** How often scheduled jobs (expiry digests) run; 0 turns them off. */
  jobIntervalSeconds: number;
  /** How long a process trusts what it read about a user and a session; another process's logout is seen within it. */
  sessionCacheSeconds: number;
  /** A session's absolute lifetime from its sign-in: past it, it cannot be refreshed and its access tokens stop working. */
  sessionMaxDays: number;
  /** Where uploaded bytes live: in PostgreSQL (shared by every process) or under DATA_DIR/files. */
  fileStorage: FileStorageKind;
  /** API requests at work on the database at once, per process; 0 turns the admission queue off. */
  dbConcurrency: number;
  /** API requests that may wait for a slot; beyond that they get 503 at once. */
  dbQueueSize: number;
  /** Longest wait for a slot before a 503. */
  dbQueueTimeoutMs: number;
  /** Proxies whose X-Forwarded-For is believed, so throttling sees the client's address. */
  trustProxy: string[] | false;
  /** Seconds a client has to send its request's headers, and a body's first allowance before its rate counts. */
  clientTimeoutSeconds: number;
  /** Slowest average rate (bytes a second) a request body may arrive at past that allowance; slower is cut off with 408. */
  bodyMinBytesPerSecond: number;
  /** Connections one address may hold open (trusted proxies excepted); 0 lifts the cap. */
  connectionsPerAddress: number;
  /** Server-wide mail (SMTP_URL) for users without a consultancy: smtp://user:password@host:587 or smtps://...:465. */
  smtpUrl?: string;
  /** Sender address of server-wide mail (MAIL_FROM); defaults to the SMTP user or no-reply at PUBLIC_URL's host. */
  mailFrom?: string;
  /** Metabase's signed embedding (METABASE_SITE_URL and METABASE_SECRET_KEY); its origin is the only page the app may frame. */
  metabase?: MetabaseConfig;
  /** OUTBOUND_PRIVATE_HOSTS: may an SMTP host or OpenID issuer an admin types be a private address (refuse, allow, or a list). */
  outboundPrivateHosts: PrivateHosts;
}

export interface MetabaseConfig {
  /** The Metabase address without a trailing slash. */
  siteUrl: string;
  origin: string;
  secretKey: string;
}

/** Slow and idle clients are cut off within seconds (issue 32): the defaults of the three settings below. */
export const CLIENT_LIMITS = { clientTimeoutSeconds: 5, bodyMinBytesPerSecond: 500, connectionsPerAddress: 256 };

export type FileStorageKind = 'postgres' | 'disk';

/** A bad environment value: main.ts prints the message (one line naming the variable) and exits. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function optional(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** A secret from the environment when set; otherwise one generated on first start and kept in DATA_DIR. */
function secret(
  env: Env,
  dataDir: string,
  name: string,
  file: string,
  generate: () => string,
  check: (value: string) => boolean,
  rule: string,
): string {
  const given = optional(env, name);
  if (given) {
    if (!check(given)) throw new ConfigError(`${name} must be ${rule}`);
    return given;
  }
  const stored = path.join(dataDir, file);
  if (existsSync(stored)) return readFileSync(stored, 'utf8').trim();
  const generated = generate();
  writeFileSync(stored, generated, { mode: 0o600 });
  return generated;
}

const jwtSecret = (env: Env, dataDir: string) =>
  secret(
    env,
    dataDir,
    'JWT_SECRET',
    'jwt-secret',
    () => randomBytes(48).toString('base64url'),
    (v) => v.length >= 32,
    'at least 32 characters long',
  );

const encryptionKey = (env: Env, dataDir: string) =>
  secret(
    env,
    dataDir,
    'ENCRYPTION_KEY',
    'encryption-key',
    () => randomBytes(32).toString('base64'),
    (v) => Buffer.from(v, 'base64').length === 32,
    '32 bytes in base64 (openssl rand -base64 32)',
  );

/** PostgreSQL storage by default whenever there is a PostgreSQL: several processes then share the files. */
function fileStorage(env: Env, databaseUrl: string | undefined): FileStorageKind {
  const value = optional(env, 'FILE_STORAGE') ?? (databaseUrl ? 'postgres' : 'disk');
  if (value !== 'postgres' && value !== 'disk') throw new ConfigError(`FILE_STORAGE must be postgres or disk (got "${value}")`);
  if (value === 'postgres' && !databaseUrl) throw new ConfigError('FILE_STORAGE=postgres needs DATABASE_URL (or use FILE_STORAGE=disk)');
  return value;
}

/** TRUST_PROXY: the addresses or CIDRs of the proxies in front (a load balancer); unset, no proxy is believed. */
function trustProxy(env: Env): string[] | false {
  const value = optional(env, 'TRUST_PROXY');
  if (!value) return false;
  const addresses = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // Addresses only: a hop count cannot tell a proxy from a client that sends the header itself.
  if (!addresses.every((entry) => isIP(entry.split('/')[0]!) !== 0 && /^[^/]+(\/\d{1,3})?$/.test(entry))) {
    throw new ConfigError(`TRUST_PROXY must be the proxies' addresses or CIDRs, separated by commas (got "${value}")`);
  }
  return addresses;
}

function metabase(env: Env): MetabaseConfig | undefined {
  const value = optional(env, 'METABASE_SITE_URL');
  const secretKey = optional(env, 'METABASE_SECRET_KEY');
  if (!value && !secretKey) return undefined;
  if (!value || !secretKey)
    throw new ConfigError('METABASE_SITE_URL and METABASE_SECRET_KEY go together: set both to embed dashboards, or neither');
  try {
    const parsed = new URL(value);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:')
      return { siteUrl: value.replace(/\/+$/, ''), origin: parsed.origin, secretKey };
  } catch {
    // reported below
  }
  throw new ConfigError(`METABASE_SITE_URL must be the Metabase address, such as https://metabase.example.com (got "${value}")`);
}

function smtpUrl(env: Env): string | undefined {
  const value = optional(env, 'SMTP_URL');
  if (!value) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError('SMTP_URL must be an address such as smtp://user:password@host:587');
  }
  if ((parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || !parsed.hostname) {
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps:// and name the host');
  }
  return value;
}

/** OUTBOUND_PRIVATE_HOSTS: refuse (default), allow, or the private addresses and CIDRs allowed, separated by commas. */
function outboundPrivateHosts(env: Env): PrivateHosts {
  const value = optional(env, 'OUTBOUND_PRIVATE_HOSTS') ?? 'refuse';
  if (value === 'allow' || value === 'refuse') return value;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    allowListOf(entries);
  } catch {
    throw new ConfigError(`OUTBOUND_PRIVATE_HOSTS must be refuse, allow, or addresses and CIDRs separated by commas (got "${value}")`);
  }
  return entries;
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(optional(env, 'DATA_DIR') ?? './data');
  const databaseUrl = optional(env, 'DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const adminEmail = optional(env, 'ADMIN_EMAIL')?.toLowerCase();
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    throw new ConfigError(`ADMIN_EMAIL must be an e-mail address (got "${adminEmail}")`);
  }
  const adminPassword = optional(env, 'ADMIN_PASSWORD');
  if (adminPassword && adminPassword.length < 12) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 12 characters long');
  }
  const logLevel = optional(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch {
    throw new ConfigError(`DATA_DIR "${dataDir}" cannot be created`);
  }
  const port = integer(env, 'PORT', 3000, 1, 65535);
  const publicUrl = (optional(env, 'PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(publicUrl)) throw new ConfigError(`PUBLIC_URL must be an http(s) address (got "${publicUrl}")`);
  return {
    port,
    host: optional(env, 'HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    jwtSecret: jwtSecret(env, dataDir),
    encryptionKey: encryptionKey(env, dataDir),
    adminEmail,
    adminPassword,
    logLevel,
    uploadMaxBytes: integer(env, 'UPLOAD_MAX_BYTES', 10 * 1024 * 1024, 1024, 1024 * 1024 * 1024),
    exposeStatementCount: optional(env, 'SQL_STATEMENT_HEADER') === 'true',
    publicUrl,
    jobIntervalSeconds: integer(env, 'JOB_INTERVAL_SECONDS', 900, 0, 86_400),
    sessionCacheSeconds: integer(env, 'SESSION_CACHE_SECONDS', 5, 0, 60),
    sessionMaxDays: integer(env, 'SESSION_MAX_DAYS', 30, 1, 365),
    fileStorage: fileStorage(env, databaseUrl),
    // PostgreSQL: one request per pooled connection; the embedded PGlite runs one statement at a time, blocking Node.
    dbConcurrency: integer(env, 'DB_CONCURRENCY', databaseUrl ? POOL_SIZE : 2, 0, 10_000),
    dbQueueSize: integer(env, 'DB_QUEUE_SIZE', databaseUrl ? 200 : 50, 0, 100_000),
    dbQueueTimeoutMs: integer(env, 'DB_QUEUE_TIMEOUT_MS', 2000, 1, 600_000),
    trustProxy: trustProxy(env),
    clientTimeoutSeconds: integer(env, 'CLIENT_TIMEOUT_SECONDS', CLIENT_LIMITS.clientTimeoutSeconds, 1, 300),
    bodyMinBytesPerSecond: integer(env, 'BODY_MIN_BYTES_PER_SECOND', CLIENT_LIMITS.bodyMinBytesPerSecond, 1, 1_000_000),
    connectionsPerAddress: integer(env, 'CONNECTIONS_PER_ADDRESS', CLIENT_LIMITS.connectionsPerAddress, 0, 100_000),
    smtpUrl: smtpUrl(env),
    mailFrom: optional(env, 'MAIL_FROM'),
    metabase: metabase(env),
    outboundPrivateHosts: outboundPrivateHosts(env),
  };
}
