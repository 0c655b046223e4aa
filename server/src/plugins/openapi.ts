/**
 * GET /obt/openapi.json: an OpenAPI 3.0 document built from the schemas of the registered /obt routes
 * (collected by an onRoute hook, so it can never drift from what the server validates and serialises).
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { isPublicCall } from './publicCalls';

interface CollectedRoute {
  method: string;
  url: string;
  schema: Record<string, unknown>;
}

function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function paramsOf(schema: Record<string, unknown>, key: 'params' | 'querystring', where: 'path' | 'query') {
  const s = schema[key] as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  if (!s?.properties) return [];
  return Object.entries(s.properties).map(([name, sub]) => ({
    name,
    in: where,
    required: where === 'path' || (s.required ?? []).includes(name),
    schema: sub,
  }));
}

export function buildOpenApi(routes: CollectedRoute[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of [...routes].sort((a, b) => a.url.localeCompare(b.url))) {
    const op: Record<string, unknown> = {
      operationId: `${r.method.toLowerCase()}${r.url.replace(/[^A-Za-z0-9]+/g, '_')}`,
      tags: [r.url.split('/')[2] ?? 'obt'],
      summary: typeof r.schema.summary === 'string' ? r.schema.summary : undefined,
      parameters: [...paramsOf(r.schema, 'params', 'path'), ...paramsOf(r.schema, 'querystring', 'query')],
      responses: {
        200: {
          description: 'Envelope { code, tips, data, list }',
          content: {
            'application/json': { schema: (r.schema.response as Record<string, unknown> | undefined)?.[200] ?? {} },
          },
        },
      },
      security: isPublicCall(r.url) ? [] : [{ bearer: [] }],
    };
    if (r.schema.body) {
      op.requestBody = { required: true, content: { 'application/json': { schema: r.schema.body } } };
    }
    const path = toOpenApiPath(r.url);
    paths[path] = { ...(paths[path] ?? {}), [r.method.toLowerCase()]: op };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'OBT reference server', version: '1.0.0', description: 'Corporate travel booking /obt API' },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: '32 lowercase hex characters' } },
    },
    paths,
  };
}

/** Must run before any route is registered. */
export function setupOpenApi(app: FastifyInstance): void {
  const routes: CollectedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/obt/') || route.url === '/obt/openapi.json') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: (route.schema ?? {}) as Record<string, unknown> });
    }
  });
  let cached: Record<string, unknown> | null = null;
  app.get('/obt/openapi.json', async () => {
    cached ??= buildOpenApi(routes);
    return cached;
  });
}
