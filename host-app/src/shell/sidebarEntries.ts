/**
 * The sidebar's sections and entries (spec 000 section 2.4), decided from the profile: the low-code
 * entry needs the `lca` flag, the PDF Scanner `pdf_scanner_enabled`, and 'Get 14-day free trial'
 * a group that may still start its trial.
 */
import type { Profile } from '@curbcut/client';
import { trialOfferOf } from '../screenReader/access';
import { AudioLines, Blocks, FileText, FlaskConical, Globe, Headphones, House, ListChecks, Workflow, type LucideIcon } from 'lucide-react';

/** One link of the sidebar. */
export interface SidebarLink {
  label: string;
  to: string;
  /** The entry's icon, also the collapsed rail's (decorative: the label stays the name). */
  icon: LucideIcon;
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
    { id: 'home', title: null, links: [{ label: 'Home', to: '/home', icon: House }] },
    { id: 'scan-monitor', title: 'Scan & monitor', links: [{ label: 'Website Scanner', to: '/site-scanner', icon: Globe }] },
    {
      id: 'manual-testing',
      title: 'Manual testing',
      links: [
        { label: 'Workflow Analyzer', to: '/workflow-analyzer', icon: Workflow },
        { label: 'Assisted Tests', to: '/assisted-test', icon: ListChecks },
        { label: 'Screen Readers', to: '/screen-reader', icon: Headphones },
      ],
    },
    {
      id: 'test-automation',
      title: 'Test automation',
      links: [
        { label: 'Automated Tests', to: '/automated-tests', icon: FlaskConical },
        ...(profile.feature_flags.lca ? [{ label: 'Low-code Automation', to: '/lcnc', icon: Blocks }] : []),
        { label: 'Screen Reader Automation', to: '/screen-reader-automation', icon: AudioLines, badge: 'Alpha' as const },
      ],
    },
    {
      id: 'document-testing',
      title: 'Document testing',
      links: profile.pdf_scanner_enabled ? [{ label: 'PDF Scanner', to: '/pdf-scanner', icon: FileText }] : [],
    },
  ];
  return sections.filter((s) => s.links.length > 0);
}

/**
 * Whether the group may start its free trial, as the paywalls and the server decide it: an eligible
 * unpaid group whose trial was never started (not_started, or no trial state yet) or failed.
 */
export function trialOffered(profile: Pick<Profile, 'isPaidUser' | 'rft_eligible' | 'trial_status'>): boolean {
  return !profile.isPaidUser && trialOfferOf(profile) === 'start';
}

/** Width from which the sidebar is open by default (spec 000 section 2.4: it collapses below 1800 px). */
export const SIDEBAR_OPEN_MIN_WIDTH_PX = 1800;
