/**
 * What the server load benchmark reads: a database with a large build (1,000,000 issues by
 * default), a small build, and signed-in sessions for two users of the demo group, one cookie per
 * load connection. Written in-process straight into storage (seedLargeReport, not through HTTP);
 * the server under load then runs in a process of its own on the same data.
 */
import { DEMO_PASSWORD, createProject, createServer, createUser, seedLargeReport } from '@curbcut/server';
import { createSession } from '../../../packages/server/src/accounts/sessions';

/** Where the seeded data lives: a data directory, and PostgreSQL when `databaseUrl` is set. */
export interface LoadStorage {
  dataDir: string;
  databaseUrl?: string;
}

/** The seeded data the scenarios read. */
export interface LoadFixture {
  bigReportId: string;
  bigIssues: number;
  smallReportId: string;
  /** Session cookies (`curbcut_session=...`) of the demo user, one per load connection. */
  ownerCookies: string[];
  /** Session cookies of another member: "other users" whose reads must not suffer. */
  otherCookies: string[];
  /** The demo user's email, for the wrong-password flood. */
  ownerEmail: string;
  seedMs: number;
}

const OTHER_EMAIL = 'bench-reader@curbcut.local';

/** Seeds the reports and sessions; `sessions` cookies for each of the two users. */
export async function seedLoadFixture(storage: LoadStorage, options: { nodes: number; seed: number; sessions: number }): Promise<LoadFixture> {
  const server = await createServer({ port: 0, quiet: true, demo: true, ...storage });
  try {
    const ctx = server.context;
    const owner = await ctx.db.selectFrom('users').select(['id', 'group_id', 'email']).where('email', '=', 'demo@curbcut.local').executeTakeFirstOrThrow();
    const otherId = await createUser(ctx.db, ctx.clock, { groupId: owner.group_id, email: OTHER_EMAIL, name: 'Bench reader', password: DEMO_PASSWORD });
    const project = await createProject(ctx, owner.group_id, 'Load bench', owner.id);
    const started = performance.now();
    const big = await seedLargeReport(ctx, { groupId: owner.group_id, projectId: project.id, createdBy: owner.id, nodes: options.nodes, seed: options.seed });
    const seedMs = performance.now() - started;
    const small = await seedLargeReport(ctx, { groupId: owner.group_id, projectId: project.id, createdBy: owner.id, nodes: 2_000, seed: options.seed, buildName: 'Small' });
    const cookies = async (userId: string): Promise<string[]> => {
      const list: string[] = [];
      for (let i = 0; i < options.sessions; i++) list.push(`curbcut_session=${(await createSession(ctx, userId)).token}`);
      return list;
    };
    return {
      bigReportId: big.reportId,
      bigIssues: big.issueCount,
      smallReportId: small.reportId,
      ownerCookies: await cookies(owner.id),
      otherCookies: await cookies(otherId),
      ownerEmail: owner.email,
      seedMs,
    };
  } finally {
    await server.close();
  }
}
