import { updateGroupSettings } from '@curbcut/client';
import { FEATURE_FLAG_NAMES } from '@curbcut/core';
import { FEATURE_FLAG_LABELS, labelOf } from './labels';
import { SavingSwitch } from './SavingSwitch';
import type { GroupSettings } from './settingsQuery';

/** Feature flags: the group's switches for features still being introduced (spec 000 section 6). */
export function FeatureFlagsTab({ settings }: { settings: GroupSettings }) {
  return (
    <section className="settings-section" aria-labelledby="settings-flags-heading">
      <h3 id="settings-flags-heading">Feature flags</h3>
      <p className="muted">Flags turn features on for everyone in the group.</p>
      <ul className="plain-list settings-switch-list">
        {FEATURE_FLAG_NAMES.map((name) => (
          <li key={name}>
            <SavingSwitch
              label={labelOf(FEATURE_FLAG_LABELS, name)}
              // Core types the flag values loosely; a flag is on only when it is true.
              isSelected={settings.feature_flags[name] === true}
              isDisabled={!settings.can_edit}
              save={(next) => updateGroupSettings({ feature_flags: { [name]: next } })}
              successText={(next) => `${labelOf(FEATURE_FLAG_LABELS, name)} turned ${next ? 'on' : 'off'}`}
            />
            <code className="settings-flag-name">{name}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
