/**
 * JSON-schema builders for route bodies and responses. `obj<T>()` takes one schema per key of the
 * contract type T, so a contract field without a schema (or a schema for a field the contract does not
 * name) is a type error; responses are serialised through these schemas, so nothing else leaks.
 */
export type JsonSchema = Record<string, unknown>;

type Keys<T> = Extract<keyof T, string>;

export const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
export const int = (extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', ...extra });
export const num = (extra: JsonSchema = {}): JsonSchema => ({ type: 'number', ...extra });
export const bool = (): JsonSchema => ({ type: 'boolean' });
export const flag = (): JsonSchema => ({ type: 'integer', enum: [0, 1] });
export const oneOf = (values: readonly (string | number)[], type: 'string' | 'integer' = 'integer'): JsonSchema => ({
  type,
  enum: [...values],
});
export const arr = (items: JsonSchema, extra: JsonSchema = {}): JsonSchema => ({ type: 'array', items, ...extra });
/** An object of arbitrary keys whose values follow one schema (e.g. rangeMap). */
export const record = (values: JsonSchema): JsonSchema => ({ type: 'object', additionalProperties: values });

/** Mobile number rule (SPEC §5): 11 digits, 1 then 3–9. */
export const MOBILE = str({ pattern: '^1[3-9]\\d{9}$' });
export const DAY = str({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** An object schema with exactly the keys of the contract type T. */
export function obj<T>(props: { [K in Keys<T>]-?: JsonSchema }, required: readonly Keys<T>[] = []): JsonSchema {
  const schema: JsonSchema = { type: 'object', additionalProperties: false, properties: props };
  if (required.length > 0) schema.required = [...required];
  return schema;
}

/** Body schema for a call without a payload (extra keys are stripped). */
export const EMPTY_BODY: JsonSchema = { type: 'object', additionalProperties: false, properties: {} };

/** The envelope `{ code, tips, data, list }` around a data and/or list-item schema. */
export function envelope(data?: JsonSchema, item?: JsonSchema): JsonSchema {
  const properties: JsonSchema = { code: int(), tips: str() };
  if (data) properties.data = data;
  if (item) properties.list = arr(item);
  return { type: 'object', properties, required: ['code'] };
}

/** Paging fields shared by list requests. */
export const PAGE_PROPS = {
  pageNum: int({ minimum: 1, maximum: 100000 }),
  count: int({ minimum: 1, maximum: 999 }),
} as const;

export const PAGE_DATA: JsonSchema = {
  type: 'object',
  properties: { total: int(), pageNum: int(), count: int() },
  required: ['total', 'pageNum', 'count'],
};

/** The response part of a route schema: the envelope at HTTP 200. */
export function reply(data?: JsonSchema, item?: JsonSchema): { 200: JsonSchema } {
  return { 200: envelope(data, item) };
}
