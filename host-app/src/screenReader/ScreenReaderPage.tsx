/**
 * `/screen-reader`: manual testing with real screen readers on the device provider's devices.
 * Free groups without a trial see the upgrade paywall instead (spec 000 section 6).
 */
import { useQuery } from '@tanstack/react-query';
import { appProfileQuery } from '../queryClient';
import { canUseScreenReaders } from './access';
import { DeviceSessionStarter } from './DeviceSessionStarter';
import { ScreenReaderPaywall } from './ScreenReaderPaywall';
import '../scanner/scanner.css';
import './screenReader.css';

/** Props of {@link ScreenReaderPage}: the shell's growth flows, offered on the paywall. */
export interface ScreenReaderPageProps {
  onStartTrial?: (() => void) | undefined;
  onRequestFreeAccess?: (() => void) | undefined;
}

/** The screen readers page. */
export function ScreenReaderPage({ onStartTrial, onRequestFreeAccess }: ScreenReaderPageProps) {
  const profile = useQuery(appProfileQuery());
  return (
    <div className="page sr-page">
      <title>Screen Readers · Curbcut</title>
      <div className="page-header">
        <h1>Screen Readers</h1>
      </div>
      {profile.isPending ? (
        <p role="status">Loading…</p>
      ) : profile.isError ? (
        <p className="form-error">Your profile could not be loaded.</p>
      ) : canUseScreenReaders(profile.data) ? (
        <>
          <p className="lead">Start a session on a real device with its screen reader on, and check the page the way its users hear it.</p>
          <DeviceSessionStarter />
        </>
      ) : (
        <ScreenReaderPaywall profile={profile.data} onStartTrial={onStartTrial} onRequestFreeAccess={onRequestFreeAccess} />
      )}
    </div>
  );
}
