import type { Profile } from '@curbcut/client';
import { UpgradePaywall } from '../shell/UpgradePaywall';

/** Props of {@link ScreenReaderPaywall}; the actions are the shell's growth flows. */
export interface ScreenReaderPaywallProps {
  profile: Profile;
  /** Starts the 14-day trial; without it the trial is not offered here. */
  onStartTrial?: (() => void) | undefined;
  /** Opens the free-access request; without it free access is not offered here. */
  onRequestFreeAccess?: (() => void) | undefined;
}

/** The upgrade paywall of the screen reader tools: screen readers need a trial or a purchase. */
export function ScreenReaderPaywall({ profile, onStartTrial, onRequestFreeAccess }: ScreenReaderPaywallProps) {
  return (
    <UpgradePaywall
      profile={profile}
      title="Test with real screen readers"
      keep="testing with screen readers"
      onStartTrial={onStartTrial}
      onRequestFreeAccess={onRequestFreeAccess}
    >
      <p>
        Open your pages on real devices with VoiceOver, NVDA, JAWS or TalkBack running, and hear what your users hear. Screen readers need a
        trial or a paid plan.
      </p>
    </UpgradePaywall>
  );
}
