import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
const db = await PGlite.create('/tmp/prof/lite-x/db', { extensions: { pg_trgm, unaccent } });
const queries = Object.fromEntries(process.argv.slice(2).map((f) => [f, readFileSync(f, 'utf8')]));
for (const [f, q] of Object.entries(queries)) await db.query(`prepare p_${f.replace(/\W/g, '')} as ${q}`);
for (let round = 0; round < 3; round++) {
  for (const f of Object.keys(queries)) {
    const name = `p_${f.replace(/\W/g, '')}`;
    const t = performance.now(); let rows = 0;
    for (let i = 0; i < 200; i++) rows = (await db.query(`execute ${name}(101, 'IN_PROCESS', 25, 0)`)).rows.length;
    console.log(f, ((performance.now() - t) / 200).toFixed(2), 'ms/query', rows, 'rows');
  }
}
const plan = await db.query(`explain (analyze, costs off) execute p_${Object.keys(queries)[0]!.replace(/\W/g, '')}(101, 'IN_PROCESS', 25, 0)`);
console.log(plan.rows.map((r: any) => r['QUERY PLAN']).join('\n'));
await db.close();
