/**
 * A link that leaves the widget. Outside the minimal view it is a real link (the host's href); in the
 * minimal (embedded) view, or without an href, it is a button that only posts a `navigate` event,
 * which the embed entry forwards to the parent page (spec 001 section 2.6).
 */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { formatDateTime, localTimeZone } from '@curbcut/core';
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

/**
 * A date as a `<time>` in the viewer's zone, in the app's format ('Apr 09, 2025, 3:05 PM UTC') or
 * another of core's (a manual report's `formatTimestamp`).
 */
export function DateTime({ iso, format = formatDateTime }: { iso: string; format?: (date: string, timeZone: string) => string }) {
  let text: string;
  try {
    text = format(iso, localTimeZone());
  } catch {
    text = iso;
  }
  return <time dateTime={iso}>{text}</time>;
}
