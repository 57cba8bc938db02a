/**
 * Refuses U+0000 anywhere in a request's parameters, query or body. PostgreSQL text cannot hold it
 * (the driver throws "invalid byte sequence", which would be a 500) while SQLite stores it silently,
 * so the one portable answer is a 400 naming where it was, before any query runs.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import { toJsonPath } from './errorHandler';

interface Visit {
  value: unknown;
  parent: Visit | null;
  key: string;
}

function pointerOf(visit: Visit): string {
  const keys: string[] = [];
  for (let v: Visit | null = visit; v?.parent; v = v.parent) keys.push(v.key.replace(/~/g, '~0').replace(/\//g, '~1'));
  return keys.length === 0 ? '' : `/${keys.reverse().join('/')}`;
}

/** Whether any string or key holds U+0000: the cheap pass every request pays (25 MB ingest bodies included). */
function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) stack.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * The JSON path (from `root`) of the first string or object key containing U+0000, or null.
 * Iterative, because ingest bodies nest as deep as their senders like.
 */
export function findNulCharacter(value: unknown, root = '$'): string | null {
  if (!containsNul(value)) return null;
  const stack: Visit[] = [{ value, parent: null, key: '' }];
  while (stack.length > 0) {
    const visit = stack.pop() as Visit;
    const v = visit.value;
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return toJsonPath(pointerOf(visit), root);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], parent: visit, key: String(i) });
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const entry = { value: child, parent: visit, key };
        if (key.includes('\u0000')) return toJsonPath(pointerOf(entry), root);
        stack.push(entry);
      }
    }
  }
  return null;
}

const PLACES = [
  ['params', 'params', 'Path parameter'],
  ['query', 'query', 'Query parameter'],
  ['body', '$', 'Field'],
] as const;

/** Installs the check on every route, after parsing and before schema validation. */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    for (const [part, root, label] of PLACES) {
      const path = findNulCharacter(req[part], root);
      if (path !== null) {
        const where = path === '$' ? 'The request body' : `${label} ${path}`;
        throw new ApiError('bad_request', `${where} must not contain the NUL character (\\u0000).`, { path });
      }
    }
  });
}
