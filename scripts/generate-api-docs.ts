/**
 * Writes docs/api.md from the OpenAPI document the server generates from its route schemas, so the
 * reference cannot drift from the routes (tests/unit/apiDocs.test.ts fails when it is stale).
 *
 * Run: node --conditions=@curbcut/source --import tsx scripts/generate-api-docs.ts
 *
 * The output is deterministic: groups and routes are sorted, fields keep their schema order, and
 * nothing depends on the port, the temp directory or the time.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ERROR_CODES,
  ERROR_STATUS,
  ID_PREFIXES,
  LIVE_TOKEN_HEADER,
  MANUAL_REPORT_TOKEN_PREFIX,
  SESSION_COOKIE,
  SESSION_TTL_DAYS,
  UPLOAD_TOKEN_PREFIX,
  type SecuritySchemeName,
} from '@curbcut/core';
import { createServer, DEFAULT_BODY_LIMIT } from '@curbcut/server';

/** The subset of JSON Schema that @fastify/swagger emits for TypeBox schemas. */
export interface JsonSchema {
  $ref?: string;
  type?: string;
  format?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

interface MediaType {
  schema?: JsonSchema;
}

/** One operation of the OpenAPI document. */
export interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
}

/** The parts of an OpenAPI 3.0 document this generator reads. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  components?: { schemas?: Record<string, JsonSchema>; securitySchemes?: Record<string, { type: string }> };
  paths: Record<string, Record<string, Operation>>;
}

/** Where the generated reference lives. */
export const API_DOC_PATH = fileURLToPath(new URL('../docs/api.md', import.meta.url));
/** The command that regenerates it (printed by the staleness test). */
export const API_DOC_COMMAND = 'node --conditions=@curbcut/source --import tsx scripts/generate-api-docs.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** How the reference names each security scheme of the document (`components.securitySchemes`). */
const SCHEME_LABELS: Readonly<Record<SecuritySchemeName, string>> = {
  session: `Session cookie \`${SESSION_COOKIE}\``,
  uploadToken: `Upload token (\`Authorization: Bearer ${UPLOAD_TOKEN_PREFIX}...\`)`,
  manualReportToken: `Manual-report token (\`Authorization: Bearer ${MANUAL_REPORT_TOKEN_PREFIX}...\`)`,
  liveToken: `live token (\`${LIVE_TOKEN_HEADER}\`)`,
};

interface Route {
  method: string;
  path: string;
  op: Operation;
  group: string;
}

interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** The schema itself describes the field (not only its type and limits). */
  documented: boolean;
}

/** Starts a throw-away server (empty SQLite in a temp dir) and returns its OpenAPI document. */
export async function fetchOpenApiDocument(): Promise<OpenApiDocument> {
  const dataDir = mkdtempSync(join(tmpdir(), 'curbcut-api-docs-'));
  try {
    const server = await createServer({ port: 0, dataDir, quiet: true });
    try {
      const res = await fetch(`${server.url}/api/openapi.json`);
      if (!res.ok) throw new Error(`GET /api/openapi.json answered ${res.status}.`);
      return (await res.json()) as OpenApiDocument;
    } finally {
      await server.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The full markdown of docs/api.md, generated from a fresh server. */
export async function generateApiDocs(): Promise<string> {
  return renderApiDocs(await fetchOpenApiDocument());
}

function routesOf(doc: OpenApiDocument): Route[] {
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const prefix = /^\/api\/(?:v\d+\/)?([^/{]+)/.exec(path)?.[1] ?? 'other';
      routes.push({ method: method.toUpperCase(), path, op, group: op.tags?.[0] ?? prefix });
    }
  }
  return routes.sort((a, b) => a.group.localeCompare(b.group) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

function routeKey(route: Route): string {
  return `${route.method} ${route.path}`;
}

function schemeLabel(name: string): string {
  return Object.hasOwn(SCHEME_LABELS, name) ? SCHEME_LABELS[name as SecuritySchemeName] : `\`${name}\``;
}

/** The route's declared authentication in words; null when the route declares none. */
function authOf(route: Route): string | null {
  const security = route.op.security;
  if (security === undefined) return null;
  if (security.length === 0) return 'None';
  return security
    .map((req) => {
      const names = Object.keys(req);
      return names.length === 0 ? 'none' : names.map(schemeLabel).join(' and ');
    })
    .join(' or ');
}

function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

function resolveRef(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  let current = schema;
  for (let hops = 0; current.$ref !== undefined && hops < 10; hops++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target) throw new Error(`Unresolvable schema reference ${current.$ref}.`);
    current = target;
  }
  return current;
}

function isNullSchema(s: JsonSchema): boolean {
  return s.type === 'null' || (s.enum !== undefined && s.enum.length === 1 && s.enum[0] === null);
}

function literalOf(s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum !== undefined && s.enum.length === 1) return s.enum[0];
  return undefined;
}

/** A schema with its null alternative and literal unions folded, ready to print. */
interface Shape {
  schema: JsonSchema;
  nullable: boolean;
  literals: unknown[] | null;
  alternatives: JsonSchema[] | null;
}

function shapeOf(doc: OpenApiDocument, raw: JsonSchema): Shape {
  const schema = resolveRef(doc, raw);
  let nullable = schema.nullable === true;
  if (schema.anyOf === undefined) {
    const literals = schema.enum !== undefined && !isNullSchema(schema) ? schema.enum : null;
    return { schema, nullable, literals, alternatives: null };
  }
  const members = schema.anyOf.map((m) => resolveRef(doc, m)).filter((m) => {
    if (isNullSchema(m)) nullable = true;
    return !isNullSchema(m);
  });
  if (members.length === 1 && members[0]) {
    const inner = shapeOf(doc, members[0]);
    return { ...inner, nullable: nullable || inner.nullable };
  }
  const literals = members.map(literalOf);
  if (literals.every((l) => l !== undefined)) return { schema: members[0] ?? schema, nullable, literals, alternatives: null };
  return { schema, nullable, literals: null, alternatives: members };
}

function baseType(doc: OpenApiDocument, shape: Shape): string {
  const { schema } = shape;
  if (shape.alternatives) return shape.alternatives.map((a) => baseType(doc, shapeOf(doc, a))).join(' or ');
  if (shape.literals) return schema.type ?? typeof shape.literals[0];
  if (schema.type === 'array') return `array of ${schema.items ? baseType(doc, shapeOf(doc, schema.items)) : 'any'}`;
  if (schema.type === 'object' || schema.properties) {
    const extra = schema.additionalProperties;
    if (schema.properties || extra === undefined || extra === false) return 'object';
    if (extra === true || Object.keys(extra).length === 0) return 'object (any keys)';
    return `object (map of ${baseType(doc, shapeOf(doc, extra))})`;
  }
  if (schema.type === undefined) return 'any';
  return schema.format ? `${schema.type} (${schema.format})` : schema.type;
}

function typeText(doc: OpenApiDocument, shape: Shape): string {
  const type = baseType(doc, shape);
  return shape.nullable ? `${type} or null` : type;
}

function constraintsOf(s: JsonSchema): string[] {
  const out: string[] = [];
  const range = (min: number | undefined, max: number | undefined, unit: string): void => {
    if (min !== undefined && max !== undefined) out.push(`${min} to ${max} ${unit}`);
    else if (min !== undefined && min > 0) out.push(`at least ${min} ${unit}`);
    else if (max !== undefined) out.push(`at most ${max} ${unit}`);
  };
  range(s.minLength, s.maxLength, 'characters');
  range(s.minItems, s.maxItems, 'items');
  if (s.minimum !== undefined && s.maximum !== undefined) out.push(`from ${s.minimum} to ${s.maximum}`);
  else if (s.minimum !== undefined) out.push(`${s.minimum} or more`);
  else if (s.maximum !== undefined) out.push(`${s.maximum} or less`);
  if (s.pattern !== undefined) out.push(`matches \`${s.pattern}\``);
  if (s.default !== undefined) out.push(`default \`${JSON.stringify(s.default)}\``);
  return out;
}

function describe(shape: Shape, raw: JsonSchema): string {
  const parts: string[] = [];
  const text = raw.description ?? shape.schema.description;
  if (text) parts.push(text.replace(/\.?$/, '.'));
  const literals = (shape.literals ?? []).map((l) => `\`${String(l)}\``);
  if (literals.length === 1) parts.push(`Always ${literals[0]}.`);
  else if (literals.length > 1) parts.push(`One of ${literals.join(', ')}.`);
  const items = shape.schema.type === 'array' && shape.schema.items ? shape.schema.items : undefined;
  const limits = [...constraintsOf(shape.schema), ...(items && !items.properties ? constraintsOf(items).map((c) => `each ${c}`) : [])];
  if (limits.length > 0) parts.push(`${limits.join(', ').replace(/^./, (c) => c.toUpperCase())}.`);
  return parts.join(' ');
}

function collectFields(doc: OpenApiDocument, raw: JsonSchema, prefix: string, rows: FieldRow[], depth = 0): void {
  const shape = shapeOf(doc, raw);
  const object = shape.schema.type === 'array' && shape.schema.items ? shapeOf(doc, shape.schema.items).schema : shape.schema;
  const childPrefix = shape.schema.type === 'array' ? `${prefix}[].` : `${prefix}.`;
  if (!object.properties || depth > 8) return;
  const required = new Set(object.required ?? []);
  for (const [name, child] of Object.entries(object.properties)) {
    const path = prefix === '' ? name : `${childPrefix}${name}`;
    const childShape = shapeOf(doc, child);
    rows.push({
      name: path,
      type: typeText(doc, childShape),
      required: required.has(name),
      description: describe(childShape, child),
      documented: Boolean(child.description ?? childShape.schema.description),
    });
    collectFields(doc, child, path, rows, depth + 1);
  }
}

function fieldTable(rows: FieldRow[], requiredHeader: 'Required' | 'Always present'): string[] {
  return [
    `| Field | Type | ${requiredHeader} | Description |`,
    '| --- | --- | --- | --- |',
    ...rows.map((r) => `| \`${cell(r.name)}\` | ${cell(r.type)} | ${r.required ? 'yes' : 'no'} | ${cell(r.description)} |`),
  ];
}

function jsonSchemaOf(content: Record<string, MediaType> | undefined): JsonSchema | undefined {
  if (!content) return undefined;
  return (content['application/json'] ?? Object.values(content)[0])?.schema;
}

function renderParameters(doc: OpenApiDocument, op: Operation): string[] {
  const params = op.parameters ?? [];
  if (params.length === 0) return [];
  const order = ['path', 'query', 'header', 'cookie'];
  const sorted = [...params].sort((a, b) => order.indexOf(a.in) - order.indexOf(b.in));
  return [
    '**Parameters**',
    '',
    '| Name | In | Type | Required | Description |',
    '| --- | --- | --- | --- | --- |',
    ...sorted.map((p) => {
      const shape = shapeOf(doc, p.schema ?? {});
      const text = [p.description?.replace(/\.?$/, '.'), describe(shape, p.schema ?? {})].filter(Boolean).join(' ');
      return `| \`${cell(p.name)}\` | ${p.in} | ${cell(typeText(doc, shape))} | ${p.required ? 'yes' : 'no'} | ${cell(text)} |`;
    }),
    '',
  ];
}

function renderRequestBody(doc: OpenApiDocument, op: Operation): string[] {
  const content = op.requestBody?.content;
  const schema = jsonSchemaOf(content);
  if (!content || !schema) return [];
  const types = Object.keys(content).sort().map((t) => `\`${t}\``).join(', ');
  const rows: FieldRow[] = [];
  collectFields(doc, schema, '', rows);
  if (rows.length === 0) return [`**Request body** (${types}): ${typeText(doc, shapeOf(doc, schema))}.`, ''];
  return [`**Request body** (${types})`, '', ...fieldTable(rows, 'Required'), ''];
}

function renderResponses(doc: OpenApiDocument, op: Operation): string[] {
  const out: string[] = [];
  const success = Object.entries(op.responses ?? {})
    .filter(([status]) => /^[23]\d\d$/.test(status))
    .sort(([a], [b]) => a.localeCompare(b));
  const bySchema = new Map<string, { statuses: string[]; schema: JsonSchema | undefined }>();
  for (const [status, response] of success) {
    const schema = jsonSchemaOf(response.content);
    const key = JSON.stringify(schema ?? null);
    const entry = bySchema.get(key) ?? { statuses: [], schema };
    entry.statuses.push(status);
    bySchema.set(key, entry);
  }
  for (const { statuses, schema } of bySchema.values()) {
    const label = statuses.map((s) => `\`${s}\``).join(', ');
    if (!schema || (schema.type === 'null' && !schema.properties)) {
      const what = statuses.every((s) => s.startsWith('3'))
        ? 'a redirect (`Location` header), no body'
        : statuses.every((s) => s === '204')
          ? 'no body'
          : 'body not described by the schema';
      out.push(`**Response** ${label}: ${what}.`, '');
      continue;
    }
    const resolved = resolveRef(doc, schema);
    const data = resolved.properties?.data;
    const enveloped = data !== undefined && Object.keys(resolved.properties ?? {}).length === 1;
    const rows: FieldRow[] = [];
    collectFields(doc, enveloped && data ? data : schema, '', rows);
    const title = enveloped ? `**Response \`data\`** ${label}` : `**Response body** ${label} (not wrapped in \`{data}\`)`;
    if (rows.length === 0) out.push(`${title}: ${typeText(doc, shapeOf(doc, enveloped && data ? data : schema))}.`, '');
    else out.push(title, '', ...fieldTable(rows, 'Always present'), '');
  }
  const codeByStatus = new Map(ERROR_CODES.map((code) => [String(ERROR_STATUS[code]), code]));
  const errors = Object.keys(op.responses ?? {})
    .filter((s) => /^[45]\d\d$/.test(s))
    .sort()
    .map((s) => `\`${[s, codeByStatus.get(s)].filter(Boolean).join(' ')}\``);
  if (errors.length > 0) out.push(`**Errors**: ${errors.join(', ')}.`, '');
  return out;
}

function renderRoute(doc: OpenApiDocument, route: Route): string[] {
  const { op } = route;
  return [
    `### ${route.method} ${route.path}`,
    '',
    [op.summary ?? '(No summary in the route schema.)', op.description].filter(Boolean).map((t) => t?.replace(/\.?$/, '.')).join(' '),
    '',
    `Auth: ${authOf(route) ?? 'not declared in the route schema'}.`,
    '',
    ...renderParameters(doc, op),
    ...renderRequestBody(doc, op),
    ...renderResponses(doc, op),
  ];
}

function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : Number(mb.toFixed(2))} MB`;
}

function renderIntro(doc: OpenApiDocument): string[] {
  const prefixes = Object.values(ID_PREFIXES).map((p) => `\`${p}_\``).join(', ');
  return [
    '# Curbcut HTTP API',
    '',
    `<!-- Generated by scripts/generate-api-docs.ts from GET /api/openapi.json. Do not edit by hand: run \`${API_DOC_COMMAND}\`. -->`,
    '',
    `${doc.info.title} ${doc.info.version} (OpenAPI ${doc.openapi}). The machine-readable document is served by every`,
    'server at `GET /api/openapi.json` (no authentication); this page is generated from it.',
    '',
    '## Conventions',
    '',
    '### Base path and envelope',
    '',
    'Every call lives under `/api`. A success answers `{"data": ...}`; a failure answers',
    '`{"error": {"code", "message", "description"?, "path"?}}`, where `message` is a sentence to show a person,',
    '`description` adds advice when there is some, and `path` is the JSON path of the offending input',
    '(`$.testCases[1].results.violations[0].nodes`, `query.end`, `params.buildRun`). Clients act on `code`;',
    'its HTTP status is fixed:',
    '',
    '| `code` | HTTP status |',
    '| --- | --- |',
    ...ERROR_CODES.map((code) => `| \`${code}\` | ${ERROR_STATUS[code]} |`),
    '',
    'Schema validation failures are `400 bad_request` naming the first offending field ("Field $.name is',
    'required."); malformed JSON is a `400`; an unknown `/api` route is a `404`; a body over the server\'s limit',
    `(${formatMegabytes(DEFAULT_BODY_LIMIT)} by default) is a \`413 payload_too_large\` naming the limit; unexpected failures are a \`500\``,
    'with a generic message (details go to the server log only).',
    '',
    '### Authentication',
    '',
    'Each route declares how it authenticates in the `security` of its OpenAPI operation (the Auth line of each',
    'route below), naming these schemes of `components.securitySchemes`; routes declaring none (`security: []`)',
    'need no authentication:',
    '',
    `- **Session cookie** (\`session\`) \`${SESSION_COOKIE}\`: set by \`POST /api/v1/auth/sign-in\`, HttpOnly, SameSite=Lax,`,
    `  valid for ${SESSION_TTL_DAYS} days. Without it the routes that need it answer \`401 unauthorized\`.`,
    `- **Upload token** (\`uploadToken\`) \`Authorization: Bearer ${UPLOAD_TOKEN_PREFIX}...\`: issued per project by`,
    '  `POST /api/v1/projects/{projectId}/upload_tokens` (shown once, stored hashed), revoked by',
    '  `DELETE /api/v1/projects/{projectId}/upload_tokens/{tokenId}`. It is write-only: the ingest calls accept it',
    '  and every other call refuses it with `401`. Builds it creates belong to its project and are authored by',
    '  the user who issued it.',
    `- **Manual-report token** (\`manualReportToken\`) \`Authorization: Bearer ${MANUAL_REPORT_TOKEN_PREFIX}...\`: a user's`,
    '  personal token, made by `POST /api/v1/user/manual_report_tokens` (shown once, stored hashed) and revoked by',
    '  `DELETE /api/v1/user/manual_report_tokens/{tokenId}`. It acts as its user and only creates manual reports:',
    '  the manual-report ingest calls accept it and every other call refuses it with `401`, as they refuse a',
    '  revoked token or one whose user has left the group.',
    `- **Live token** (\`liveToken\`): returned by \`POST /api/pusher_connection/start\`; sent in the \`${LIVE_TOKEN_HEADER}\``,
    '  header (or as `token` in the body of `POST /api/pusher/auth`) it stands in for the session cookie on the',
    '  live-update calls, so widgets in iframes need no third-party cookie.',
    '',
    '### Ids and paths',
    '',
    `Ids are opaque strings: a type prefix (${prefixes}), an underscore and 25 base-36`,
    'characters of 128 random bits. Numbers are never ids. Path segments that carry user text are',
    'percent-encoded, every character but the unreserved ones, so the spec\'s `{build#number}` segment of',
    '`/api/projects/{project}/test_runs/{buildRun}/meta` travels with `#` as `%23`',
    '(`/api/projects/Demo%20shop/test_runs/main%232/meta` for build `main` #2 of project "Demo shop"); the server',
    'decodes each segment once and splits the build name from the number at the last `#`.',
    '',
  ];
}

function titleOf(group: string): string {
  return group.charAt(0).toUpperCase() + group.slice(1);
}

/** Renders docs/api.md from an OpenAPI document. Pure: the same document gives the same text. */
export function renderApiDocs(doc: OpenApiDocument): string {
  const routes = routesOf(doc);
  const groups = [...new Set(routes.map((r) => r.group))];
  const tagText = new Map((doc.tags ?? []).map((t) => [t.name, t.description]));
  const lines = [
    ...renderIntro(doc),
    '## Routes',
    '',
    '| Group | Method | Path | Auth | Summary |',
    '| --- | --- | --- | --- | --- |',
    ...routes.map((r) => `| ${titleOf(r.group)} | ${r.method} | \`${r.path}\` | ${cell(authOf(r) ?? 'not declared')} | ${cell(r.op.summary ?? '')} |`),
    '',
  ];
  for (const group of groups) {
    lines.push(`## ${titleOf(group)}`, '');
    const text = tagText.get(group);
    if (text) lines.push(text, '');
    for (const route of routes.filter((r) => r.group === group)) lines.push(...renderRoute(doc, route));
  }
  return `${lines.join('\n').replace(/\n{3,}/g, '\n\n').trimEnd()}\n`;
}

/** What the route schemas leave out that the reference would show: one line per gap. */
export function findSchemaGaps(doc: OpenApiDocument): string[] {
  const gaps: string[] = [];
  let fields = 0;
  let described = 0;
  for (const route of routesOf(doc)) {
    const key = routeKey(route);
    const { op } = route;
    if (!op.summary) gaps.push(`${key}: no summary`);
    if (!op.tags?.length) gaps.push(`${key}: no tags`);
    if (op.security === undefined) gaps.push(`${key}: no security (undocumented)`);
    for (const name of (op.security ?? []).flatMap((req) => Object.keys(req))) {
      if (!doc.components?.securitySchemes?.[name]) gaps.push(`${key}: security scheme ${name} is not in components.securitySchemes`);
    }
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      // 204 No Content is the one success that has no body to describe.
      if (/^2/.test(status) && status !== '204' && !jsonSchemaOf(response.content)) gaps.push(`${key}: response ${status} has no schema`);
    }
    const rows: FieldRow[] = [];
    const body = jsonSchemaOf(op.requestBody?.content);
    if (body) collectFields(doc, body, '', rows);
    fields += rows.length + (op.parameters?.length ?? 0);
    described += rows.filter((r) => r.documented).length;
    described += (op.parameters ?? []).filter((p) => Boolean(p.description ?? p.schema?.description)).length;
  }
  if (described < fields) gaps.push(`${fields - described} of ${fields} request fields and parameters have no description`);
  return gaps;
}

async function main(): Promise<void> {
  const doc = await fetchOpenApiDocument();
  const markdown = renderApiDocs(doc);
  writeFileSync(API_DOC_PATH, markdown);
  process.stdout.write(`Wrote docs/api.md: ${routesOf(doc).length} routes, ${markdown.split('\n').length} lines.\n`);
  const gaps = findSchemaGaps(doc);
  if (gaps.length > 0) process.stdout.write(`Gaps in the route schemas:\n${gaps.map((g) => `  - ${g}`).join('\n')}\n`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
