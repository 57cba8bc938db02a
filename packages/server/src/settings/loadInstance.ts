/**
 * What the Instance tab of /settings shows an instance administrator (`GET /api/v1/settings/instance`):
 * every group with its plan and trial, the restart-plan orders, the instance administrators and
 * the server-wide integrations (docs/decisions/0031-instance-administrators.md). Secrets never leave.
 */
import type { InstanceGroup, InstanceIntegrations, InstanceSettings } from '@curbcut/core';
import type { Kysely } from 'kysely';
import type { ServerContext } from '../context';
import type { Database } from '../db/schema';
import type { Clock } from '../time/clock';
import { effectiveTrialStatus } from '../accounts/profile';
import { listRestartOrders } from '../growth/restartPlan';
import { growthSettings } from '../growth/growthSettings';
import { describeBugTracker } from '../integrations/trackerConfig';
import { OutboxMailTransport } from '../mail/outboxMailTransport';
import { privateNetworkAllowed } from '../scans/networkPolicy';

/** The whole Instance tab. */
export async function loadInstanceSettings(ctx: ServerContext): Promise<InstanceSettings> {
  const [groups, orders, administrators] = await Promise.all([listGroups(ctx.db, ctx.clock), listRestartOrders(ctx.db), listInstanceAdmins(ctx.db)]);
  return { groups, orders, administrators, integrations: instanceIntegrations(ctx) };
}

/** Every group by name, with its active members' count and admins, and its trial read against the Clock. */
export async function listGroups(db: Kysely<Database>, clock: Clock): Promise<InstanceGroup[]> {
  const [groups, users] = await Promise.all([
    db.selectFrom('groups').selectAll().orderBy('name').orderBy('created_at').execute(),
    db.selectFrom('users').select(['group_id', 'email', 'role']).where('deactivated_at', 'is', null).orderBy('email').execute(),
  ]);
  const now = clock.now();
  return groups.map((g) => {
    const members = users.filter((u) => u.group_id === g.id);
    return {
      id: g.id,
      name: g.name,
      plan_id: g.plan_id,
      previous_plan_id: g.previous_plan_id,
      created_at: g.created_at,
      member_count: members.length,
      admins: members.filter((u) => u.role === 'admin').map((u) => u.email),
      trial: {
        status: effectiveTrialStatus(g.trial_status, g.trial_end_date, now),
        start_date: g.trial_start_date,
        end_date: g.trial_end_date,
        eft_type: g.eft_type === 'eft' || g.eft_type === 'rft' ? g.eft_type : null,
        rft_eligible: g.rft_eligible === 1,
      },
    };
  });
}

/** The active instance administrators by name. */
export async function listInstanceAdmins(db: Kysely<Database>): Promise<InstanceSettings['administrators']> {
  return db
    .selectFrom('users')
    .innerJoin('groups', 'groups.id', 'users.group_id')
    .select(['users.id', 'users.name', 'users.email', 'groups.name as group_name'])
    .where('users.instance_admin', '=', 1)
    .where('users.deactivated_at', 'is', null)
    .orderBy('users.name')
    .orderBy('users.email')
    .execute();
}

/**
 * What the server was started with. These are set on its command line and in files (never through
 * the API), so they belong to whoever runs the server; the tab shows them, without secrets.
 */
function instanceIntegrations(ctx: ServerContext): InstanceIntegrations {
  const growth = growthSettings(ctx);
  const provider = ctx.options.deviceProvider;
  return {
    bug_tracker: ctx.options.bugTracker ? describeBugTracker(ctx.options.bugTracker) : null,
    device_provider: provider ? { name: provider.name, combinations: provider.combinations.length } : null,
    mail: ctx.mail instanceof OutboxMailTransport ? 'outbox' : 'smtp',
    sales_email: growth.salesEmail,
    demo_scheduler_url: growth.demoSchedulerUrl,
    chat_widget: growth.chatWidget !== null,
    telemetry_script: ctx.options.telemetry !== undefined,
    private_network_scans: privateNetworkAllowed(ctx),
  };
}
