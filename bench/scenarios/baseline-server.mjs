// A bare Fastify route returning a small JSON object: the ceiling every scenario is compared to.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world', ok: true }));
// The device bench's baseline for heartbeats: a small JSON body in, a small one out.
app.post('/', async () => ({ ok: true }));
// The exam bench's baseline for saving answers (PUT with a JSON body).
app.put('/', async () => ({ ok: true }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
