/** The chat widget configuration (spec 000 sections 4.7 and 7.2): off unless the server configures one. */
import type { ChatConfig } from '@curbcut/core';
import type { ServerContext } from '../context';
import type { AuthUser } from '../auth/guards';
import { growthSettings } from './growthSettings';

/** What the dashboard's chat button needs for `user`. */
export function chatConfigFor(ctx: ServerContext, user: AuthUser): ChatConfig {
  const widget = growthSettings(ctx).chatWidget;
  if (widget === null) {
    return { show_fresh_chat_widget: false, token: null, host: null, tags: [], external_id: null, user_info: null, custom_widget: false, reopen_time: null };
  }
  return {
    show_fresh_chat_widget: true,
    token: widget.token,
    host: widget.host,
    tags: widget.tags ?? [],
    external_id: user.id,
    user_info: { name: user.name, email: user.email },
    custom_widget: widget.customWidget ?? false,
    reopen_time: widget.reopenTime ?? null,
  };
}
