import { createHmac } from 'node:crypto';

// Metabase's signed embedding: the dashboard URL carries a JWT signed with METABASE_SECRET_KEY.

export const EMBED_SECONDS = 600;

const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

/** An HS256 JWT, as Metabase's signed embedding expects it. */
export function signJwt(payload: Record<string, unknown>, secret: string): string {
  const head = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

/** The iframe URL of a dashboard whose center_id filter is locked to the given centers, valid ten minutes. */
export function embedUrl(
  settings: { siteUrl: string; secretKey: string },
  dashboardId: number,
  centerIds: number[],
  now = Date.now(),
): string {
  const token = signJwt(
    { resource: { dashboard: dashboardId }, params: { center_id: centerIds }, exp: Math.floor(now / 1000) + EMBED_SECONDS },
    settings.secretKey,
  );
  return `${settings.siteUrl}/embed/dashboard/${token}#bordered=true&titled=true`;
}
