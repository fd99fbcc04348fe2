import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_SECONDS, TokenService } from '../../server/lib/tokens';

// Verified tokens are remembered per process; remembering must never extend or widen what a token allows.
const tokens = new TokenService('a-test-secret-of-enough-length-0123456789');
const claims = { user_id: 7, role: 'collaborator' as const, sid: '0b0e7c1e-4a4f-4f5e-9d43-2a6a3f3c9b11' };
afterEach(() => vi.useRealTimers());

describe('access tokens', () => {
  it('stops accepting a remembered token once it expires', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const token = tokens.signAccess(claims);
    expect(tokens.verifyAccess(token)).toEqual(claims);
    expect(tokens.verifyAccess(token)).toEqual(claims);
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_SECONDS + 1) * 1000);
    expect(tokens.verifyAccess(token)).toBeNull();
  });

  it('refuses a token altered after its original was accepted', () => {
    const token = tokens.signAccess(claims);
    expect(tokens.verifyAccess(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const raised = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' })).toString(
      'base64url',
    );
    expect(tokens.verifyAccess(`${header}.${raised}.${signature}`)).toBeNull();
    expect(tokens.verifyAccess(`${header}.${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    const foreign = new TokenService('another-secret-of-enough-length-9876543210').signAccess(claims);
    expect(tokens.verifyAccess(foreign)).toBeNull();
  });
});
