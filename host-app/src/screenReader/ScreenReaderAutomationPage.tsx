/**
 * `/screen-reader-automation` (Alpha): behind the `sr_automation_access` feature flag (spec 000
 * section 6). Without the flag the page says what the feature is and how to get access; with it,
 * the same trial-or-purchase rule as Screen Readers applies.
 */
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { appProfileQuery } from '../queryClient';
import { canUseScreenReaders } from './access';
import { DeviceSessionStarter } from './DeviceSessionStarter';
import { ScreenReaderPaywall } from './ScreenReaderPaywall';
import type { ScreenReaderPageProps } from './ScreenReaderPage';
import '../scanner/scanner.css';
import './screenReader.css';

/** The screen reader automation page; props as {@link ScreenReaderPageProps}. */
export function ScreenReaderAutomationPage({ onStartTrial, onRequestFreeAccess }: ScreenReaderPageProps) {
  const profile = useQuery(appProfileQuery());
  return (
    <div className="page sr-page">
      <title>Screen Reader Automation · Curbcut</title>
      <div className="page-header">
        <h1>
          Screen Reader Automation <span className="badge-alpha">Alpha</span>
        </h1>
      </div>
      {profile.isPending ? (
        <p role="status">Loading…</p>
      ) : profile.isError ? (
        <p className="form-error">Your profile could not be loaded.</p>
      ) : !profile.data.feature_flags.sr_automation_access ? (
        <section className="card" aria-labelledby="sr-alpha-heading">
          <h2 id="sr-alpha-heading">Screen Reader Automation is in Alpha</h2>
          <p>
            Screen Reader Automation drives screen readers on real devices, so what they announce can be checked without listening to every
            page by hand. While it is in Alpha, it is open only to groups that ask for it.
          </p>
          <p>
            To get access, ask a group admin to turn on <strong>Screen Reader Automation (Alpha)</strong> under{' '}
            <Link to="/settings?tab=flags">Settings, Feature flags</Link>.
          </p>
        </section>
      ) : canUseScreenReaders(profile.data) ? (
        <>
          <p className="lead">
            Your group has Alpha access. These are the device combinations available to screen reader runs; start a session on one to check a page.
          </p>
          <DeviceSessionStarter />
        </>
      ) : (
        <ScreenReaderPaywall profile={profile.data} onStartTrial={onStartTrial} onRequestFreeAccess={onRequestFreeAccess} />
      )}
    </div>
  );
}
