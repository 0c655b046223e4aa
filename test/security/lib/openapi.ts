/**
 * The security suites' view of the API: every operation of the OpenAPI document the server serves
 * (GET /obt/openapi.json, built from the registered routes' schemas), valid sample values generated from those
 * schemas, a sender that fills path and query parameters, and the envelope check (SPEC §7: code, tips, data, list).
 */
import type { FastifyInstance, InjectOptions } from 'fastify';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI path, e.g. /obt/pdf/invoice/{id}. */
  path: string;
  public: boolean;
  pathParams: string[];
  /** Query parameters as one object schema (null: none). */
  query: JsonSchema | null;
  body: JsonSchema | null;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
        requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
      }
    >
  >;
}

/** Every operation of the served OpenAPI document, in document order. */
export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/obt/openapi.json' });
  if (res.statusCode !== 200) throw new Error(`openapi.json answered ${res.statusCode}`);
  const doc = JSON.parse(res.body) as OpenApiDoc;
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const queryParams = params.filter((p) => p.in === 'query');
      ops.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        public: (op.security ?? []).length === 0,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query:
          queryParams.length === 0
            ? null
            : {
                type: 'object',
                properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema])),
                required: queryParams.filter((p) => p.required).map((p) => p.name),
              },
        body: op.requestBody?.content['application/json'].schema ?? null,
      });
    }
  }
  return ops;
}

/** Calendar and time facts the samples are built from (the injected clock's day, never a fixed date). */
export interface SampleDays {
  /** 'YYYY-MM-DD' a few days ahead of the clock. */
  soon: string;
  /** The day after `soon`. */
  soonNext: string;
}

function typeOf(s: JsonSchema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  if (s.items) return 'array';
  return undefined;
}

/** Real base-data codes for fields whose made-up values would stop a call before it reads anything else. */
const KNOWN_STRINGS: Record<string, string> = {
  fromStation: 'VNP',
  toStation: 'AOH',
  depCity: 'BJS',
  arrCity: 'SHA',
  cityId: 'BJS',
  cityCode: 'BJS',
};

/** A string that satisfies the schema's pattern or format (the patterns the server uses), else by name. */
function sampleString(s: JsonSchema, name: string, days: SampleDays): string {
  const p = s.pattern ?? '';
  const n = name.toLowerCase();
  const known = KNOWN_STRINGS[name];
  if (known !== undefined) return known;
  const byPattern: [RegExp, () => string][] = [
    [/\\d\{4\}-\\d\{2\}-\\d\{2\} \\d\{2\}/, () => `${days.soon} 10:00`],
    [/\\d\{4\}-\\d\{2\}\(-/, () => days.soon],
    [/\\d\{4\}-\\d\{2\}-\\d\{2\}/, () => (/checkout|dateend|end/.test(n) ? days.soonNext : days.soon)],
    [/\\d\{5\}/, () => '11001'],
    [/\\d\{6\}/, () => '123456'],
    [/1\[3-9\]/, () => '13900000099'],
    [/@/, () => 'someone@example.com'],
    [/\[a-z\]\+\\\.svg/, () => 'a.svg'],
    [/\[A-Za-z0-9\]\{2\}\\d/, () => 'CA1501'],
    [/\[A-Za-z\]\{3\}/, () => 'PEK'],
    [/\(\[01\]\\d\|2\[0-3\]\)|\\d\{2\}:\\d\{2\}/, () => '18:00'],
    [/\[0-9a-fA-F\]\{64\}/, () => 'a'.repeat(64)],
    [/\[A-Za-z0-9\]\+/, () => (/city/.test(n) ? 'BJS' : 'ABC123')],
    [/\\S/, () => 'x'],
  ];
  if (p) for (const [re, make] of byPattern) if (re.test(p)) return make();
  if (s.format === 'email' || n.includes('email')) return 'someone@example.com';
  if (/date|checkin|born/.test(n)) return days.soon;
  if (/checkout/.test(n)) return days.soonNext;
  if (/phone|tel$/.test(n)) return '13900000099';
  const base = 'sample';
  const min = s.minLength ?? 0;
  const text = base.length >= min ? base : base.padEnd(min, 'x');
  return s.maxLength !== undefined ? text.slice(0, Math.max(min, Math.min(text.length, s.maxLength))) : text;
}

/** A value valid for the schema: enum/const/default first, required properties of objects, minimal arrays. */
export function sampleValue(s: JsonSchema, name: string, days: SampleDays): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum && s.enum.length > 0) return s.enum.find((v) => v !== '' && v !== null) ?? s.enum[0];
  if (s.default !== undefined) return s.default;
  const alt = s.anyOf ?? s.oneOf;
  if (alt && alt.length > 0) return sampleValue(alt.find((a) => typeOf(a) !== 'null') ?? alt[0], name, days);
  if (s.allOf && s.allOf.length > 0) return sampleValue(Object.assign({}, ...s.allOf) as JsonSchema, name, days);
  switch (typeOf(s)) {
    case 'string':
      return sampleString(s, name, days);
    case 'integer':
    case 'number':
      if (s.minimum !== undefined) return s.minimum;
      if (s.exclusiveMinimum !== undefined) return s.exclusiveMinimum + 1;
      return s.maximum !== undefined ? Math.min(1, s.maximum) : 1;
    case 'boolean':
      return false;
    case 'array': {
      const n = s.minItems ?? 0;
      return Array.from({ length: n }, () => sampleValue(s.items ?? {}, name, days));
    }
    case 'object':
      return sampleObject(s, days);
    default:
      return 'sample';
  }
}

/** The object's required properties with sample values. */
export function sampleObject(s: JsonSchema, days: SampleDays): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of s.required ?? []) {
    const sub = s.properties?.[key];
    if (sub) out[key] = sampleValue(sub, key, days);
  }
  return out;
}

export interface SendArgs {
  token?: string;
  pathValues?: Record<string, string>;
  query?: Record<string, string | string[]>;
  /** JSON body (POST); a string is sent as is (raw, e.g. broken JSON). */
  body?: unknown;
  contentType?: string;
}

export interface Reply {
  status: number;
  contentType: string;
  text: string;
  json: unknown;
}

/** Fills the path template ({name} ← pathValues, URL-encoded). */
export function urlOf(op: Operation, pathValues: Record<string, string> = {}): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, key: string) => encodeURIComponent(pathValues[key] ?? 'x'));
}

export async function send(app: FastifyInstance, op: Operation, args: SendArgs): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (args.token) headers.authorization = `Bearer ${args.token}`;
  const inject: InjectOptions = { method: op.method, url: urlOf(op, args.pathValues), headers };
  if (args.query) inject.query = args.query;
  if (op.method !== 'GET' && args.body !== undefined) {
    headers['content-type'] = args.contentType ?? 'application/json';
    inject.payload = typeof args.body === 'string' ? args.body : JSON.stringify(args.body);
  }
  const res = await app.inject(inject);
  const contentType = String(res.headers['content-type'] ?? '');
  let json: unknown = undefined;
  if (contentType.includes('json')) {
    try {
      json = JSON.parse(res.body);
    } catch {
      json = undefined;
    }
  }
  return { status: res.statusCode, contentType, text: res.body, json };
}

/** The project's envelope (server/src/lib/envelope.ts): { code: integer, tips: string, data?, list?: [] }. */
export function isEnvelope(json: unknown): boolean {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return false;
  const o = json as Record<string, unknown>;
  if (!Number.isInteger(o.code) || typeof o.tips !== 'string') return false;
  if (o.list !== undefined && !Array.isArray(o.list)) return false;
  return Object.keys(o).every((k) => k === 'code' || k === 'tips' || k === 'data' || k === 'list');
}

/** Query values as strings (what a URL carries). */
export function asQuery(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}
