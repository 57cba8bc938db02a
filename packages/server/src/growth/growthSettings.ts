/** The growth options of a server with their defaults applied (see GrowthOptions in context.ts). */
import type { ChatWidgetConfig, ServerContext } from '../context';
import { DEFAULT_SALES_EMAIL } from '../mail/mailTransport';

/** Growth options, defaults applied. */
export interface GrowthSettings {
  checkEmailDomain: boolean;
  demoSchedulerUrl: string | null;
  salesEmail: string;
  chatWidget: ChatWidgetConfig | null;
}

/** The growth settings of `ctx`. */
export function growthSettings(ctx: ServerContext): GrowthSettings {
  const growth = ctx.options.growth ?? {};
  return {
    checkEmailDomain: growth.checkEmailDomain ?? true,
    demoSchedulerUrl: growth.demoSchedulerUrl ?? null,
    salesEmail: growth.salesEmail ?? DEFAULT_SALES_EMAIL,
    chatWidget: growth.chatWidget ?? null,
  };
}
