/**
 * The sidebar's sections and entries (spec 000 section 2.4), decided from the profile: the low-code
 * entry needs the `lca` flag, the PDF Scanner `pdf_scanner_enabled`, and 'Get 14-day free trial'
 * a group that may still start its trial.
 */
import type { Profile } from '@curbcut/client';

/** One link of the sidebar. */
export interface SidebarLink {
  label: string;
  to: string;
  /** A short mark shown when the sidebar is collapsed (decorative: the label stays the name). */
  mark: string;
  badge?: 'Alpha';
}

/** A titled group of links. */
export interface SidebarSection {
  id: string;
  title: string | null;
  links: SidebarLink[];
}

/** The main navigation's sections, in order; empty sections are left out. */
export function sidebarSections(profile: Pick<Profile, 'feature_flags' | 'pdf_scanner_enabled'>): SidebarSection[] {
  const sections: SidebarSection[] = [
    { id: 'home', title: null, links: [{ label: 'Home', to: '/home', mark: 'Ho' }] },
    { id: 'scan-monitor', title: 'Scan & monitor', links: [{ label: 'Website Scanner', to: '/site-scanner', mark: 'WS' }] },
    {
      id: 'manual-testing',
      title: 'Manual testing',
      links: [
        { label: 'Workflow Analyzer', to: '/workflow-analyzer', mark: 'WA' },
        { label: 'Assisted Tests', to: '/assisted-test', mark: 'AT' },
        { label: 'Screen Readers', to: '/screen-reader', mark: 'SR' },
      ],
    },
    {
      id: 'test-automation',
      title: 'Test automation',
      links: [
        { label: 'Automated Tests', to: '/automated-tests', mark: 'Au' },
        ...(profile.feature_flags.lca ? [{ label: 'Low-code Automation', to: '/lcnc', mark: 'LC' }] : []),
        { label: 'Screen Reader Automation', to: '/screen-reader-automation', mark: 'RA', badge: 'Alpha' as const },
      ],
    },
    {
      id: 'document-testing',
      title: 'Document testing',
      links: profile.pdf_scanner_enabled ? [{ label: 'PDF Scanner', to: '/pdf-scanner', mark: 'PD' }] : [],
    },
  ];
  return sections.filter((s) => s.links.length > 0);
}

/** Whether the group may start its free trial: the sidebar and banners offer it then. */
export function trialOffered(profile: Pick<Profile, 'isPaidUser' | 'rft_eligible' | 'trial_status'>): boolean {
  return !profile.isPaidUser && profile.rft_eligible && profile.trial_status === 'not_started';
}

/** Width from which the sidebar is open by default (spec 000 section 2.4: it collapses below 1800 px). */
export const SIDEBAR_OPEN_MIN_WIDTH_PX = 1800;
