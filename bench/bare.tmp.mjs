import { createServer } from 'node:http';
import Fastify from 'fastify';
const body = JSON.parse(process.env.BODY);
const kind = process.argv[2];
if (kind === 'raw') createServer((q, r) => { r.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }); r.end(JSON.stringify(body)); }).listen(3401, '127.0.0.1');
else { const app = Fastify({ logger: false }); app.get('/api/area', async () => body); await app.listen({ port: 3402, host: '127.0.0.1' }); }
