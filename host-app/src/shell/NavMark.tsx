/**
 * The icon of a sidebar entry (lucide), shown open and in the collapsed rail. Decorative: the
 * entry's text stays its name, and in the rail a tooltip shows that name (RailTooltip).
 */
import type { LucideIcon } from 'lucide-react';

/** The entry's icon, hidden from assistive technology. */
export function NavMark({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="nav-mark">
      <Icon className="nav-icon" aria-hidden="true" />
    </span>
  );
}
