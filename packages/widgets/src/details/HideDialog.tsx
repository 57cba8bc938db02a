/**
 * The hide dialog: what to hide (this issue, its component, its rule, or its guideline in the
 * guideline view), a reason (radio group, none chosen at first), and whether the decision applies
 * to later builds (checked by default). Confirm stays disabled until a reason is chosen.
 */
import { useState } from 'react';
import { Button, Checkbox, Dialog, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup } from 'react-aria-components';
import { HIDE_REASONS } from '@curbcut/core';
import type { HideReason, HideScope } from '@curbcut/core';

/** What the user chose. */
export interface HideChoice {
  scope: HideScope;
  reason: HideReason;
  persist: boolean;
}

const SCOPE_LABELS: Record<HideScope, string> = {
  issue: 'This issue',
  component: 'All issues of this component',
  rule: 'All issues of this rule',
  guideline: 'All issues of this guideline',
};

/** The dialog, open while `isOpen`. */
export function HideDialog(props: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  withGuideline: boolean;
  onConfirm: (choice: HideChoice) => void;
}) {
  return (
    <ModalOverlay className="cc-overlay" isOpen={props.isOpen} onOpenChange={props.onOpenChange} isDismissable>
      <Modal className="cc-modal">
        <Dialog className="cc-dialog">
          {({ close }) => <HideForm close={close} withGuideline={props.withGuideline} onConfirm={props.onConfirm} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function HideForm({ close, withGuideline, onConfirm }: { close: () => void; withGuideline: boolean; onConfirm: (c: HideChoice) => void }) {
  const [scope, setScope] = useState<HideScope>('issue');
  const [reason, setReason] = useState<HideReason | null>(null);
  const [persist, setPersist] = useState(true);
  const scopes: HideScope[] = withGuideline ? ['issue', 'component', 'guideline'] : ['issue', 'component', 'rule'];
  return (
    <>
      <Heading slot="title" className="cc-dialog-title">
        Hide issue
      </Heading>
      <div className="cc-dialog-body">
        <RadioGroup className="cc-radio-group" value={scope} onChange={(v) => setScope(v as HideScope)}>
          <Label className="cc-filter-title">Hide</Label>
          {scopes.map((s) => (
            <Radio key={s} value={s} className="cc-radio">
              {SCOPE_LABELS[s]}
            </Radio>
          ))}
        </RadioGroup>
        <RadioGroup className="cc-radio-group" value={reason} onChange={(v) => setReason(v as HideReason)} isRequired>
          <Label className="cc-filter-title">Reason</Label>
          {HIDE_REASONS.map((r) => (
            <Radio key={r} value={r} className="cc-radio">
              {r}
            </Radio>
          ))}
        </RadioGroup>
        <Checkbox className="cc-checkbox" isSelected={persist} onChange={setPersist}>
          <span className="cc-checkbox-box" aria-hidden="true" />
          Keep this decision for future builds
        </Checkbox>
      </div>
      <div className="cc-dialog-actions">
        <Button className="cc-button" onPress={close}>
          Cancel
        </Button>
        <Button
          className="cc-button cc-button-primary"
          isDisabled={reason === null}
          onPress={() => {
            if (reason === null) return;
            onConfirm({ scope, reason, persist });
            close();
          }}
        >
          Confirm
        </Button>
      </div>
    </>
  );
}
