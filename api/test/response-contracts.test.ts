import Fastify from 'fastify';
import { endpoints } from '@optio/contracts/endpoints';
import { registerResponseSchemas, responseSchemaCoverage } from '../src/lib/response-schemas';
import { startServer, type TestServer } from './helpers';

/**
 * Routes that answer something other than a JSON document, so @optio/contracts has no schema
 * for them: files and downloads, the tutor's event stream, HTML pages and the apps' static files.
 */
const NOT_JSON = new Set([
  // Files
  'GET /api/badge-images/:key',
  'GET /api/site-logo/:key',
  'GET /api/evidence/:evidenceId/file',
  'GET /api/parent/evidence-file/:childId/:evidenceId',
  'GET /api/records/portfolio/items/:id/file',
  'GET /api/records/portfolio/evidence/:id/file',
  'GET /api/public/portfolio/:slug/items/:id/file',
  'GET /api/public/portfolio/:slug/evidence/:id/file',
  'GET /api/records/profile/avatar',
  'GET /api/evaluate/:token/files/:fileId',
  // Downloads (a file the browser saves: PDF, iCalendar, the JSON export as an attachment)
  'GET /api/records/transcript.pdf',
  'GET /api/records/evaluator-portfolio.pdf',
  'GET /api/evaluate/:token/portfolio.pdf',
  'GET /api/credentials/badges/:badgeId.pdf',
  'GET /api/credentials/diploma.pdf',
  'GET /api/credentials/transcript.pdf',
  'GET /api/calendar.ics',
  'GET /api/records/export',
  'GET /api/parent/children/:childId/export',
  'GET /api/marketing/leads.csv',
  'GET /api/resources/:resource',
  // W3C documents served byte for byte as signed or published (application/did+json and
  // application/vc+ld+json): re-serializing a signed credential could break its proof.
  'GET /.well-known/did.json',
  'GET /credentials/:id',
  'GET /credentials/status/:list',
  // Prometheus text for scrapers
  'GET /api/metrics',
  // Server-sent events
  'POST /api/tutor/conversations/:conversationId/messages',
  // The OpenAPI document itself, and its HTML page and assets
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/static/initializer.js',
  'GET /api/docs/static/:file',
  // The apps, their registry and the pages
  'GET /registry.json',
  'GET /remotes/:app/*',
  'GET /releases/:app/:version/*',
  'GET /',
  'GET /*',
]);

describe('response contracts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('gives every JSON route a response schema from @optio/contracts', () => {
    const { undescribed } = responseSchemaCoverage(server.app);
    expect([...undescribed].filter((route) => !NOT_JSON.has(route)).sort()).toEqual([]);
    // An exception that got a schema, or no longer exists, leaves the list.
    const registered = new Set([...undescribed, ...responseSchemaCoverage(server.app).described]);
    expect(
      [...NOT_JSON].filter((route) => !undescribed.has(route) || !registered.has(route)),
    ).toEqual([]);
  });

  it('describes only routes the API registers', () => {
    const { described } = responseSchemaCoverage(server.app);
    expect(Object.keys(endpoints).filter((key) => !described.has(key))).toEqual([]);
  });

  it('documents each answer with its contract in the OpenAPI document', async () => {
    type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const doc = await server.client().get<Doc>('/api/docs/json');
    const answer = doc.body.paths['/api/quests/{id}']?.get?.responses['200'] as {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
    };
    const documented = Object.keys(answer.content['application/json'].schema.properties);
    expect(documented.sort()).toEqual(
      Object.keys(endpoints['GET /api/quests/:id'][200].shape).sort(),
    );
  });
});

describe('the response serializer', () => {
  const valid = { items: [], page: 1, page_size: 20, total: 0 };

  async function answer(strict: boolean, body: unknown) {
    const app = Fastify({ logger: false });
    registerResponseSchemas(app, strict);
    app.get('/api/quests', async () => body);
    const res = await app.inject({ method: 'GET', url: '/api/quests' });
    await app.close();
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }

  it('sends an answer that matches its contract as it is', async () => {
    expect(await answer(true, valid)).toEqual({ status: 200, body: valid });
    expect(await answer(false, valid)).toEqual({ status: 200, body: valid });
  });

  it('fails loudly in tests on an unknown or a missing key', async () => {
    const unknown = await answer(true, { ...valid, secret: 'x' });
    expect(unknown.status).toBe(500);
    expect(String(unknown.body.message)).toMatch(/\$\.secret is sent but not in the schema/);
    const { total: _total, ...missing } = valid;
    expect((await answer(true, missing)).status).toBe(500);
  });

  it('strips unknown keys in production and never fails an answer', async () => {
    expect(await answer(false, { ...valid, secret: 'x' })).toEqual({ status: 200, body: valid });
    const { total: _total, ...missing } = valid;
    expect(await answer(false, missing)).toEqual({ status: 200, body: missing });
  });
});
