import { z } from 'zod';

/** One registered route as the access plugin records it (HEAD twins of GET routes excluded). */
export type DocumentedRoute = {
  method: string;
  url: string;
  access: string | undefined;
  bodyLimit: number | undefined;
  schema:
    { body?: unknown; querystring?: unknown; params?: unknown; response?: unknown } | undefined;
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

const ACCESS_LABEL: Record<string, string> = {
  public: 'anyone',
  user: 'signed-in user',
  admin: 'administrator',
};

/** Zod (the one schema per payload in packages/core) to JSON Schema, as the client sends it. */
function toJsonSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function typeName(schema: JsonSchema): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeName).join(' or ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' \\| ');
  if (schema.type === 'array') return `array of ${schema.items ? typeName(schema.items) : 'any'}`;
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  return schema.type ?? 'any';
}

const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;

function constraints(schema: JsonSchema): string[] {
  const notes: string[] = [];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) for (const v of variants) notes.push(...constraints(v));
  if (schema.minLength !== undefined && schema.minLength > 0)
    notes.push(`min ${schema.minLength} chars`);
  if (schema.maxLength !== undefined) notes.push(`max ${schema.maxLength} chars`);
  if (schema.minimum !== undefined && schema.minimum > -SAFE_INTEGER)
    notes.push(`>= ${schema.minimum}`);
  if (schema.maximum !== undefined && schema.maximum < SAFE_INTEGER)
    notes.push(`<= ${schema.maximum}`);
  if (schema.minItems !== undefined && schema.minItems > 0)
    notes.push(`min ${schema.minItems} items`);
  if (schema.maxItems !== undefined) notes.push(`max ${schema.maxItems} items`);
  if (schema.format) notes.push(schema.format);
  // A `|` inside a table cell ends the cell, even in a code span (GFM): escaped.
  if (schema.pattern) notes.push(`pattern \`${schema.pattern.replace(/\|/g, '\\|')}\``);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes;
}

/** Rows `name | type | required | rules` for an object schema, nested fields as dotted paths. */
function fieldRows(schema: JsonSchema, prefix = '', depth = 0): string[] {
  const object = schema.type === 'array' && schema.items ? schema.items : schema;
  const base = schema.type === 'array' ? `${prefix}[]` : prefix;
  if (!object.properties || depth > 3) return [];
  const required = new Set(object.required ?? []);
  return Object.entries(object.properties).flatMap(([name, field]) => {
    const path = base ? `${base}.${name}` : name;
    const row = `| \`${path}\` | ${typeName(field)} | ${required.has(name) ? 'yes' : ''} | ${constraints(field).join(', ')} |`;
    return [row, ...fieldRows(field, path, depth + 1)];
  });
}

function section(title: string, schema: unknown): string[] {
  const json = toJsonSchema(schema);
  if (!json) return [];
  const rows = fieldRows(json);
  if (rows.length === 0) return [`${title}: ${typeName(json)}`, ''];
  return [
    title,
    '',
    '| Field | Type | Required | Rules |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ];
}

/** The API reference, generated from the routes' own schemas so it cannot drift from the code. */
export function renderApiMarkdown(routes: DocumentedRoute[]): string {
  const sorted = routes
    .filter((r) => r.method !== 'HEAD')
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  const lines = [
    '# HTTP API',
    '',
    '<!-- Generated from the route schemas by `npm run docs:api`; a test fails when it is stale. -->',
    '',
    'Every request and response body is JSON unless noted. Errors answer `{ "error": "<message>" }`',
    'with 400 (validation: the first problem), 401 (signed out), 403 (not allowed, or a POST/PUT/',
    "PATCH/DELETE whose `Origin` is not the app's), 404, 409 (conflict), 413 (too large) or 429 (rate",
    'limited, with `Retry-After`); 503 with `Retry-After` when the server is past capacity. Bodies are',
    "limited to 1 MB unless a route says otherwise. Field rules below are the server's validation;",
    'text fields have NUL and other control characters removed before they are stored.',
    '',
  ];
  for (const route of sorted) {
    lines.push(`## ${route.method} ${route.url}`, '');
    const access = route.access ? (ACCESS_LABEL[route.access] ?? route.access) : 'undeclared';
    const limit = route.bodyLimit ? `; body up to ${Math.round(route.bodyLimit / 1024)} KB` : '';
    lines.push(`Access: ${access}${limit}.`, '');
    const schema = route.schema ?? {};
    lines.push(...section('Path parameters', schema.params));
    lines.push(...section('Query parameters', schema.querystring));
    lines.push(...section('Body', schema.body));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
