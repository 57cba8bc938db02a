/**
 * Concurrency limits on the expensive routes: those that filter, group or count over a report's
 * dataset, build one, or compute an overview. One caller (a signed-in user, whatever their
 * sessions, or one public or embed token) runs at most EXPENSIVE_PER_CALLER of them at once in a
 * process; EXPENSIVE_QUEUE more wait their turn; beyond that the answer is 429 with Retry-After, at
 * once. So a script hammering a large build, or a shared link opened by a crowd, takes its share of
 * the server and no more. A route opts in with `config: { expensive: true }`.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { ServerContext } from '../context';
import { requireUser, sessionTokenOf } from '../auth/guards';
import { reportTokenOf } from '../auth/reportAccess';
import { ApiError } from './errors';

/** Expensive requests of one caller running at once. */
export const EXPENSIVE_PER_CALLER = 4;
/** Expensive requests of one caller waiting for a turn, beyond which the answer is 429. */
export const EXPENSIVE_QUEUE = 16;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts toward the caller's limit of expensive requests (http/expensiveRoutes.ts). */
    expensive?: boolean;
  }
}

interface CallerState {
  running: number;
  waiting: (() => void)[];
}

/** Per-caller slots: acquire before the work, release after it, in the order asked. */
export class CallerLimiter {
  private readonly callers = new Map<string, CallerState>();

  constructor(
    private readonly perCaller = EXPENSIVE_PER_CALLER,
    private readonly queue = EXPENSIVE_QUEUE,
  ) {}

  /** Runs `work` in one of the caller's slots; a 429 ApiError when its queue is full. */
  async run<T>(caller: string, work: () => Promise<T>): Promise<T> {
    const state = this.callers.get(caller) ?? { running: 0, waiting: [] };
    this.callers.set(caller, state);
    if (state.running >= this.perCaller) {
      if (state.waiting.length >= this.queue) {
        throw new ApiError('rate_limited', `Too many requests at once: ${this.perCaller} are running and ${this.queue} waiting. Try again when they have answered.`, {
          retryAfterSeconds: 1,
        });
      }
      await new Promise<void>((resolve) => state.waiting.push(resolve));
    } else {
      state.running++;
    }
    try {
      return await work();
    } finally {
      const next = state.waiting.shift();
      // The slot passes straight to the next in line; the count only drops when no one waits.
      if (next) next();
      else if (--state.running === 0) this.callers.delete(caller);
    }
  }
}

/** Who a request counts against: its user when signed in, else the report token it carries. */
async function callerOf(ctx: ServerContext, req: FastifyRequest): Promise<string> {
  if (sessionTokenOf(req) !== undefined) return `user:${(await requireUser(ctx, req)).id}`;
  const token = reportTokenOf(req);
  return token === undefined ? 'anonymous' : `token:${createHash('sha256').update(token).digest('base64url')}`;
}

const limiters = new WeakMap<ServerContext, CallerLimiter>();

/**
 * Runs `work` in one of the request's caller's slots (429 when their queue is full): for routes
 * that are expensive only on some paths, such as an overview computed on its first read.
 */
export async function runExpensive<T>(ctx: ServerContext, req: FastifyRequest, work: () => Promise<T>): Promise<T> {
  let limiter = limiters.get(ctx);
  if (!limiter) {
    limiter = new CallerLimiter();
    limiters.set(ctx, limiter);
  }
  return limiter.run(await callerOf(ctx, req), work);
}

/** Wraps the handler of every route registered afterwards with `config.expensive`. */
export function installExpensiveRouteLimits(app: FastifyInstance, ctx: ServerContext): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.expensive !== true) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function limited(req, reply) {
      return runExpensive(ctx, req, async () => handler.call(this, req, reply));
    } as typeof route.handler;
  });
}
