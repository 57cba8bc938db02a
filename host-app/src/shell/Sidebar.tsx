/**
 * The sidebar (spec 000 section 2.4): the product sections, then the secondary entries. It
 * collapses by itself below 1800 px to a rail of icons (each link keeps its name for assistive
 * technology, and shows it in a tooltip on hover and focus); the toggle opens or closes it by hand
 * until the width crosses the threshold again.
 */
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { Button } from 'react-aria-components';
import { BookOpen, Gift, Palette, PanelLeftClose, PanelLeftOpen, Settings } from 'lucide-react';
import type { Profile } from '@curbcut/client';
import { FeedbackPopover } from './FeedbackPopover';
import { NavMark } from './NavMark';
import { RailTooltip } from './RailTooltip';
import { ExpiryTile } from './ExpiryTile';
import { SIDEBAR_OPEN_MIN_WIDTH_PX, sidebarSections, trialOffered, type SidebarLink } from './sidebarEntries';
import { useMediaQuery } from './useMediaQuery';
import { useTrialActivation } from './TrialActivationProvider';

/** Where 'View documentation' leads (a deployment can point it at its own documentation). */
const DOCS_URL: string = import.meta.env.VITE_CURBCUT_DOCS_URL ?? 'https://www.w3.org/WAI/WCAG22/quickref/';
const SIDEBAR_ID = 'app-sidebar';

/**
 * The signed-in app's sidebar; `startCollapsed` (the focused first visit) keeps it closed until
 * opened by hand. In the `drawer` (SidebarDrawer.tsx, below 768 px) it is always open, without the toggle.
 */
export function Sidebar({ profile, startCollapsed = false, drawer = false }: { profile: Profile; startCollapsed?: boolean; drawer?: boolean }) {
  const wide = useMediaQuery(`(min-width: ${SIDEBAR_OPEN_MIN_WIDTH_PX}px)`);
  const [chosen, setOpen] = useState(wide && !startCollapsed);
  // Crossing the threshold (or leaving the focused view) resets a hand-made choice: the width decides again.
  useEffect(() => setOpen(wide && !startCollapsed), [wide, startCollapsed]);
  const open = drawer || chosen;
  const trial = useTrialActivation();

  return (
    <nav id={SIDEBAR_ID} className={`sidebar ${open ? 'sidebar-open' : 'sidebar-collapsed'}`} aria-label="Main">
      {drawer ? null : (
        <Button
          className="sidebar-toggle"
          aria-expanded={open}
          aria-controls={SIDEBAR_ID}
          onPress={() => setOpen((v) => !v)}
        >
          {open ? <PanelLeftClose className="icon" aria-hidden="true" /> : <PanelLeftOpen className="icon" aria-hidden="true" />}
          <span className={open ? undefined : 'visually-hidden'}>{open ? 'Collapse sidebar' : 'Expand sidebar'}</span>
        </Button>
      )}
      {sidebarSections(profile).map((section) => (
        <div key={section.id} className="nav-group">
          {section.title ? (
            <p className={`nav-section ${open ? '' : 'visually-hidden'}`} id={`nav-${section.id}`}>
              {section.title}
            </p>
          ) : null}
          <ul className="nav-list" {...(section.title ? { 'aria-labelledby': `nav-${section.id}` } : {})}>
            {section.links.map((link) => (
              <li key={link.to}>
                <SidebarNavLink link={link} open={open} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <ul className="nav-list nav-secondary" aria-label="More">
        <li>
          <SidebarNavLink link={{ label: 'Design accessibility', to: '/design-accessibility', icon: Palette }} open={open} />
        </li>
        <li>
          <FeedbackPopover open={open} />
        </li>
        <li>
          <SidebarNavLink link={{ label: 'Settings', to: '/settings', icon: Settings }} open={open} />
        </li>
        {trialOffered(profile) ? (
          <li>
            <RailTooltip label="Get 14-day free trial" show={!open} isReactAria>
              <Button className="nav-link nav-button nav-trial" isDisabled={trial.busy} onPress={trial.start}>
                <NavMark icon={Gift} />
                <span className={open ? undefined : 'visually-hidden'}>
                  {trial.busy ? 'Starting your free trial…' : 'Get 14-day free trial'}
                </span>
              </Button>
            </RailTooltip>
          </li>
        ) : null}
        <li>
          <RailTooltip label="View documentation" show={!open}>
            <a className="nav-link" href={DOCS_URL} target="_blank" rel="noreferrer">
              <NavMark icon={BookOpen} />
              <span className={open ? undefined : 'visually-hidden'}>View documentation</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </RailTooltip>
        </li>
      </ul>
      {profile.show_expiry_sidebar_component ? <ExpiryTile profile={profile} compact={!open} /> : null}
    </nav>
  );
}

function SidebarNavLink({ link, open }: { link: SidebarLink; open: boolean }) {
  return (
    <RailTooltip label={link.label} show={!open}>
      <NavLink to={link.to} className="nav-link">
        <NavMark icon={link.icon} />
        <span className={open ? undefined : 'visually-hidden'}>{link.label}</span>
        {link.badge ? (
          <>
            {' '}
            <span className={`nav-badge ${open ? '' : 'visually-hidden'}`}>{link.badge}</span>
          </>
        ) : null}
      </NavLink>
    </RailTooltip>
  );
}
