import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { sendFile } from './lib/send-file';

const ASSETS = new Set([
  'swagger-ui.css',
  'index.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-32x32.png',
]);

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Optio API</title>
<link rel="stylesheet" href="/api/docs/static/swagger-ui.css"><link rel="stylesheet" href="/api/docs/static/index.css">
<link rel="icon" href="/api/docs/static/favicon-32x32.png"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/static/swagger-ui-bundle.js"></script>
<script src="/api/docs/static/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/static/initializer.js"></script></body></html>`;

const INITIALIZER = `window.onload = function () {
  window.ui = SwaggerUIBundle({ url: '/api/docs/json', dom_id: '#swagger-ui', deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset], layout: 'StandaloneLayout' });
};`;

/** The swagger-ui assets shipped inside @fastify/swagger-ui (served by our own file sender). */
function swaggerAssetsDir(): string | null {
  try {
    const req = createRequire(__filename);
    return join(dirname(req.resolve('@fastify/swagger-ui')), 'static');
  } catch {
    return null;
  }
}

/** OpenAPI generated from the same zod schemas that validate requests; browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  // Loaded only when the docs are served (OPTIO_PUBLIC_DOCS; never by default in production).
  const { default: fastifySwagger } = await import('@fastify/swagger');
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Optio API',
        version: '1.0.0',
        description:
          'Every POST/PUT/PATCH/DELETE needs the X-CSRF-Token header equal to the csrf_token cookie (GET /api/auth/csrf). ' +
          'Errors are { error, message, fields? }.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

/** The document at /api/docs/json and the swagger-ui page at /api/docs. */
export function docsRoutes(app: FastifyInstance): void {
  const assets = swaggerAssetsDir();
  const opts = { config: { auth: 'public' as const }, schema: { hide: true } };

  app.get('/api/docs', opts, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(PAGE),
  );
  app.get('/api/docs/json', opts, async () => app.swagger());
  app.get('/api/docs/static/initializer.js', opts, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(INITIALIZER),
  );
  app.get<{ Params: { file: string } }>('/api/docs/static/:file', opts, async (request, reply) => {
    const { file } = request.params;
    if (
      !assets ||
      !ASSETS.has(file) ||
      !(await sendFile(request, reply, join(assets, file), 'public, max-age=86400'))
    ) {
      return reply.callNotFound();
    }
    return reply;
  });
}
