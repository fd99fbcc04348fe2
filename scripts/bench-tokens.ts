// Access-token verification per second: the node:crypto verifier of server/lib/tokens.ts against jose's jwtVerify.
// Run: npm run bench:tokens
import { randomUUID } from 'node:crypto';
import { jwtVerify } from 'jose';
import { TokenService } from '../server/lib/tokens';

const secret = 'a-benchmark-secret-that-is-long-enough-for-hs256';
const tokens = new TokenService(secret);
const key = new TextEncoder().encode(secret);
const token = tokens.signAccess({ user_id: 42, role: 'collaborator', sid: randomUUID() });

async function opsPerSecond(verify: () => unknown, seconds = 2): Promise<number> {
  for (let i = 0; i < 2000; i++) await verify(); // warm-up
  let count = 0;
  const start = process.hrtime.bigint();
  const end = start + BigInt(seconds * 1e9);
  let now = start;
  while (now < end) {
    for (let i = 0; i < 500; i++) await verify();
    count += 500;
    now = process.hrtime.bigint();
  }
  return Math.round(count / (Number(now - start) / 1e9));
}

const joseVerify = () => jwtVerify(token, key, { algorithms: ['HS256'] });
const ownVerify = () => tokens.verifyAccess(token);

if (!tokens.verifyAccess(token) || (await joseVerify()).payload.sid === undefined) throw new Error('the two verifiers disagree');
const rounds: { jose: number; own: number }[] = [];
for (let round = 0; round < 3; round++) rounds.push({ jose: await opsPerSecond(joseVerify), own: await opsPerSecond(ownVerify) });
const best = (pick: (round: { jose: number; own: number }) => number) => Math.max(...rounds.map(pick));
const jose = best((round) => round.jose);
const own = best((round) => round.own);
console.log(`jose jwtVerify      ${jose.toLocaleString('en')} ops/s`);
console.log(`node:crypto verify  ${own.toLocaleString('en')} ops/s  (${(own / jose).toFixed(1)}x)`);
