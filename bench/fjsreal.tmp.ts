import { Type } from 'typebox';
import { PageOf } from '../server/lib/wire';
import fjs from 'fast-json-stringify';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { buildApp } from '../server/app';
const config = loadConfig({ ...process.env, DATA_DIR: '/tmp/prof/data', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/envprof', LOG_LEVEL: 'warn' });
const database = await openDatabase(config);
let schema: any;
const app = await buildApp({ config, db: database.db, logger: false });
app.addHook('onRoute', () => {});
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'admin@bench.example', password: 'bench-password-1' } });
const token = login.json().access;
const res = await app.inject({ url: '/api/area?pageSize=100', headers: { authorization: `Bearer ${token}` } });
const data = res.json();
// find the route's schema
schema = PageOf(Type.Object({ id: Type.Integer(), name: Type.String(), name_spanish: Type.String(), name_catalan: Type.String(), order: Type.Integer() }));
console.log(JSON.stringify(schema).slice(0, 1500));
const s = fjs(schema);
console.log(s(data) === JSON.stringify(data), res.body.length);
for (const [n, f] of [['fjs', s], ['JSON', JSON.stringify], ['fjs', s]] as const) { const t = performance.now(); for (let i = 0; i < 20000; i++) (f as any)(data); console.log(n, ((performance.now() - t) / 20).toFixed(2), 'µs/op'); }
await app.close(); await database.close();
