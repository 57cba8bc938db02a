/**
 * docs/api.md is generated from the server's OpenAPI document; this fails when a route or schema
 * changed without regenerating it, and checks that the reference says what a client needs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_DOC_COMMAND,
  API_DOC_PATH,
  fetchOpenApiDocument,
  findSchemaGaps,
  renderApiDocs,
  type OpenApiDocument,
} from '../../scripts/generate-api-docs';

let doc: OpenApiDocument;
let markdown: string;

beforeAll(async () => {
  doc = await fetchOpenApiDocument();
  markdown = renderApiDocs(doc);
}, 60_000);

/** The lines of one route's section, from its heading to the next heading. */
function section(heading: string): string {
  const start = markdown.indexOf(`### ${heading}\n`);
  expect(start, `docs/api.md has no section "### ${heading}"`).toBeGreaterThanOrEqual(0);
  const end = markdown.indexOf('\n#', start + 4);
  return markdown.slice(start, end === -1 ? undefined : end);
}

describe('docs/api.md', () => {
  it('is up to date with the route schemas', () => {
    const committed = existsSync(API_DOC_PATH) ? readFileSync(API_DOC_PATH, 'utf8') : '';
    if (committed !== markdown) {
      expect.fail(`docs/api.md is out of date with the server's routes: run \`${API_DOC_COMMAND}\` and commit the result.`);
    }
  });

  it('documents every route of the OpenAPI document once', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) {
        const heading = `### ${method.toUpperCase()} ${path}\n`;
        expect(markdown.split(heading).length - 1, heading).toBe(1);
      }
    }
  });

  it('gives the HTTP status of every error code', () => {
    expect(markdown).toContain('| `payload_too_large` | 413 |');
    expect(markdown).toContain('| `unauthorized` | 401 |');
    expect(markdown).toContain('(25 MB by default)');
  });

  it('explains the %23 encoding of {build#number}', () => {
    expect(markdown).toContain('/api/projects/Demo%20shop/test_runs/main%232/meta');
  });

  it('renders ingest batches with nested test case fields, their limits and auth', () => {
    const batches = section('POST /api/v1/ingest/builds/{id}/batches');
    expect(batches).toContain('Auth: Upload token (`Authorization: Bearer cct_...`).');
    expect(batches).toContain('| `batchId` | string | yes | Idempotency key: a batch id already accepted for this build is answered with `duplicate: true` and changes nothing. 1 to 200 characters. |');
    expect(batches).toContain('| `testCases[].status` | string | yes | Outcome of the test case. One of `passed`, `failed`, `skipped`. |');
    expect(batches).toContain('| `testCases[].browser.version` | string | no | Version of the browser. At most 100 characters. |');
    expect(batches).toContain('`413 payload_too_large`');
  });

  it('shows response data fields, nullable ones included', () => {
    const meta = section('GET /api/v1/reports/{id}/meta');
    expect(meta).toContain('**Response `data`** `200`');
    expect(meta).toContain('| `completedAt` | string or null | yes | When the report was completed (ISO 8601, UTC); null while in progress. |');
    const create = section('POST /api/v1/ingest/builds');
    expect(create).toContain('**Response `data`** `200`, `201`');
  });

  it('marks the answer of the Pusher auth call as not enveloped', () => {
    expect(section('POST /api/pusher/auth')).toContain('**Response body** `200` (not wrapped in `{data}`)');
  });

  it('is deterministic', () => {
    expect(renderApiDocs(doc)).toBe(markdown);
  });
});

describe('findSchemaGaps', () => {
  it('reports a route without summary, tags or security as undocumented', () => {
    const bare: OpenApiDocument = {
      openapi: '3.0.3',
      info: { title: 'T', version: '1' },
      paths: { '/api/v1/things': { get: { responses: { '200': { description: 'ok' } } } } },
    };
    expect(findSchemaGaps(bare)).toEqual([
      'GET /api/v1/things: no summary',
      'GET /api/v1/things: no tags',
      'GET /api/v1/things: no security (undocumented)',
      'GET /api/v1/things: response 200 has no schema',
    ]);
    const rendered = renderApiDocs(bare);
    expect(rendered).toContain('## Things');
    expect(rendered).toContain('Auth: not declared in the route schema.');
  });
});
