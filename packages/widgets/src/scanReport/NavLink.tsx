/**
 * A link that leaves the widget. Outside the minimal view it is a real link (the host's href); in the
 * minimal (embedded) view, or without an href, it is a button that only posts a `navigate` event,
 * which the embed entry forwards to the parent page (spec 001 section 2.6).
 */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { formatDateTime } from '@curbcut/core';
import { useWidget } from '../shell/widgetContext';
import type { NavigateTarget } from '../buildReport/props';

/** Props of NavLink. */
export interface NavLinkProps {
  to: NavigateTarget;
  href: string | undefined;
  minimal: boolean;
  children: ReactNode;
  className?: string;
}

/** A link to `href` (always emitting `navigate`), or a button emitting it in the minimal view. */
export function NavLink({ to, href, minimal, children, className }: NavLinkProps) {
  const { emit } = useWidget();
  const navigate = () => emit({ type: 'navigate', payload: { to, href: href ?? null } });
  if (href && !minimal) {
    return (
      <a href={href} onClick={navigate} {...(className ? { className } : {})}>
        {children}
      </a>
    );
  }
  return (
    <Button className={className ?? 'cc-button-link'} onPress={navigate}>
      {children}
    </Button>
  );
}

/** The viewer's time zone (the dates a report shows are the reader's local times). */
function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A date as a `<time>` in the viewer's zone ('Apr 09, 2025, 3:05 PM UTC'). */
export function DateTime({ iso }: { iso: string }) {
  let text: string;
  try {
    text = formatDateTime(iso, viewerTimeZone());
  } catch {
    text = iso;
  }
  return <time dateTime={iso}>{text}</time>;
}
