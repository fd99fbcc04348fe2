import { and, eq, gt, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../contract/roles';
import type { Database } from '../db/client';
import { agendaFeeds, users, userSessions, type SignInMethod } from '../db/schema';
import type { AuthUser } from './access';
import type { AccessClaims } from './tokens';

interface Cached<T> {
  value: T;
  until: number;
}

/** Past this many entries a cache drops its expired ones (and everything if that is not enough). */
const CACHE_LIMIT = 50_000;

function remember<K, T>(cache: Map<K, Cached<T>>, key: K, value: T, until: number): void {
  if (cache.size >= CACHE_LIMIT) {
    const now = Date.now();
    for (const [k, entry] of cache) if (entry.until <= now) cache.delete(k);
    if (cache.size >= CACHE_LIMIT) cache.clear();
  }
  cache.set(key, { value, until });
}

function recall<K, T>(cache: Map<K, Cached<T>>, key: K, now: number): Cached<T> | undefined {
  const entry = cache.get(key);
  return entry && entry.until > now ? entry : undefined;
}

/**
 * Who is signed in. A session is one login; the database is the truth, and each process keeps what it
 * read for `ttlMs`, so a steady stream of requests costs no statement while an ended session or a
 * changed user is seen at once by the process that changed it and within `ttlMs` by every other one.
 */
export class SessionService {
  /** user id -> role, or null once the user no longer exists. */
  private readonly userRoles = new Map<number, Cached<Role | null>>();
  /** session id -> its user and whether it is still signed in. */
  private readonly sessions = new Map<string, Cached<{ userId: number; live: boolean }>>();
  /** Bumped by each local revocation: a check that read the database before it must not refill the cache. */
  private epoch = 0;

  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
    /** A session's absolute lifetime (SESSION_MAX_DAYS): past it, however often refreshed, it no longer signs anyone in. */
    private readonly maxDays: number,
  ) {}

  /** A session still signs its user in: not ended, and started less than its absolute lifetime ago. */
  live(): SQL {
    return and(isNull(userSessions.endedAt), gt(userSessions.createdAt, sql`now() - make_interval(days => ${this.maxDays})`))!;
  }

  /** What signedIn answers when this process read it less than `ttlMs` ago; undefined when it must ask the database. */
  cachedSignedIn(claims: AccessClaims): AuthUser | null | undefined {
    const now = Date.now();
    const role = recall(this.userRoles, claims.user_id, now);
    const session = recall(this.sessions, claims.sid, now);
    if (!role || !session) return undefined;
    return role.value && session.value.live ? { id: claims.user_id, role: role.value } : null;
  }

  /** The user behind valid access-token claims, or null when the user is gone or the session ended. */
  async signedIn(claims: AccessClaims): Promise<AuthUser | null> {
    const cached = this.cachedSignedIn(claims);
    if (cached !== undefined) return cached;

    const epoch = this.epoch;
    // One statement checks both: the user's current role and whether this session of theirs is still open.
    const [row] = await this.db
      .select({ role: users.role, live: sql<boolean>`${userSessions.id} is not null` })
      .from(users)
      .leftJoin(userSessions, and(eq(userSessions.id, claims.sid), eq(userSessions.userId, users.id), this.live()))
      .where(eq(users.id, claims.user_id));
    const found = { role: (row?.role ?? null) as Role | null, live: row?.live ?? false };
    if (epoch === this.epoch && this.ttlMs > 0) {
      const until = Date.now() + this.ttlMs;
      remember(this.userRoles, claims.user_id, found.role, until);
      remember(this.sessions, claims.sid, { userId: claims.user_id, live: found.live }, until);
    }
    return found.role && found.live ? { id: claims.user_id, role: found.role } : null;
  }

  /**
   * Opens a session for a user who just proved who they are (from this browser and address, with a password or through
   * their consultancy's provider); its first requests need no statement.
   */
  async open(user: AuthUser, from: { userAgent?: string | null; address?: string; signedInWith?: SignInMethod } = {}): Promise<string> {
    const epoch = this.epoch;
    const [session] = await this.db
      .insert(userSessions)
      .values({ userId: user.id, userAgent: from.userAgent ?? null, address: from.address ?? null, signedInWith: from.signedInWith })
      .returning({ id: userSessions.id });
    if (epoch === this.epoch) {
      const until = Date.now() + this.ttlMs;
      remember(this.userRoles, user.id, user.role, until);
      remember(this.sessions, session!.id, { userId: user.id, live: true }, until);
    }
    return session!.id;
  }

  /** Logout: the session's refresh tokens stop working and so do its access tokens. */
  async end(sessionId: string): Promise<void> {
    await this.db
      .update(userSessions)
      .set({ endedAt: sql`now()` })
      .where(and(eq(userSessions.id, sessionId), isNull(userSessions.endedAt)));
    this.epoch++;
    this.sessions.delete(sessionId);
  }

  /**
   * Ends every open session of a user (password or role changed, "end all sessions"), but `keep`, and revokes their
   * calendar link, which would otherwise go on reading their agenda; call it inside the transaction that makes the
   * change, then `forgetUser()` once it has committed.
   */
  async endAllOf(tx: Database, userId: number, keep: string | null = null): Promise<void> {
    await tx
      .update(userSessions)
      .set({ endedAt: sql`now()` })
      .where(and(eq(userSessions.userId, userId), isNull(userSessions.endedAt), keep ? ne(userSessions.id, keep) : undefined));
    await tx
      .update(agendaFeeds)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(agendaFeeds.userId, userId), isNull(agendaFeeds.revokedAt)));
  }

  /** Drops what this process remembers of a user (changed, deleted) so its next request reads the database. */
  forgetUser(userId: number): void {
    this.epoch++;
    this.userRoles.delete(userId);
    for (const [sessionId, entry] of this.sessions) if (entry.value.userId === userId) this.sessions.delete(sessionId);
  }
}
