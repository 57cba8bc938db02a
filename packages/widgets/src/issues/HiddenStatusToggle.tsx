/** The hidden view's switch between hidden issues and those reviewed as not an issue, with their counts (the explorers' and the PDF viewer's). */
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { formatInteger } from '@curbcut/core';

/** The one key of a single-selection group's keys, or null. */
export function singleKey(keys: Set<Key>): string | null {
  const [first] = keys;
  return first === undefined ? null : String(first);
}

/** Which hidden list is shown. */
export type HiddenStatus = 'hidden' | 'non-issue';

export function HiddenStatusToggle({ value, hidden, nonIssue, onChange }: { value: HiddenStatus; hidden: number; nonIssue: number; onChange: (status: HiddenStatus) => void }) {
  return (
    <ToggleButtonGroup
      aria-label="Hidden issue status"
      className="cc-segmented"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const key = singleKey(keys);
        if (key === 'hidden' || key === 'non-issue') onChange(key);
      }}
    >
      <ToggleButton id="hidden" className="cc-segment">
        Hidden ({formatInteger(hidden)})
      </ToggleButton>
      <ToggleButton id="non-issue" className="cc-segment">
        Not an issue ({formatInteger(nonIssue)})
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
