import type { App } from '../app.js';

/** One API operation as the app itself describes it. */
export interface ApiRoute {
  method: 'GET' | 'POST';
  /** OpenAPI form, e.g. `/api/v1/user/reset-password/{token}`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** Top-level JSON body fields declared by the route's schema (empty when none). */
  bodyFields: string[];
  /** `METHOD /path`, for test names and lookup tables. */
  id: string;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
}

/** Every API operation of the OpenAPI document the app serves at /api/docs/json. */
export async function apiRoutesOf(app: App): Promise<ApiRoute[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  const routes: ApiRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    if (!path.startsWith('/api/v1/')) continue;
    for (const [verb, operation] of Object.entries(operations)) {
      const method = verb.toUpperCase();
      if (method !== 'GET' && method !== 'POST') {
        throw new Error(`${method} ${path}: teach the fuzz suite this method`);
      }
      const parameters = operation.parameters ?? [];
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      routes.push({
        method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: Object.keys(schema?.properties ?? {}),
        id: `${method} ${path}`,
      });
    }
  }
  return routes;
}

/**
 * The API routes Fastify actually registered (from `printRoutes`), as `METHOD /path` with
 * OpenAPI-style parameters: a route hidden from the document would escape the fuzz suite.
 */
export function registeredApiRoutes(app: App): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack[depth] = match[2] ?? '';
    stack.length = depth + 1;
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    if (!path.startsWith('/api/v1/') || !match[3]) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') found.push(`${method} ${path}`);
    }
  }
  return found.sort();
}

/** A concrete URL for a route: path parameters and query filled with already-encoded text. */
export function urlFor(route: ApiRoute, params: string[], query: string): string {
  let index = 0;
  const path = route.path.replace(/\{\w+\}/g, () => params[index++] ?? 'x');
  return query ? `${path}?${query}` : path;
}
