/**
 * The hide and unhide dialogs: what to act on (this issue, its component, its rule, or its
 * guideline in the guideline view) and whether the decision applies to later builds (checked by
 * default). Hiding also asks a reason (radio group, none chosen at first) and keeps Confirm
 * disabled until one is chosen; unhiding needs none.
 */
import { useState } from 'react';
import { Button, Checkbox, Dialog, Heading, Label, Modal, ModalOverlay, Radio, RadioGroup } from 'react-aria-components';
import { HIDE_REASONS } from '@curbcut/core';
import type { HideReason, HideScope } from '@curbcut/core';

/** What the user chose; `reason` is null when unhiding. */
export interface HideChoice {
  scope: HideScope;
  reason: HideReason | null;
  persist: boolean;
}

/** Hide (with a reason) or unhide. */
export type HideMode = 'hide' | 'unhide';

const SCOPE_LABELS: Record<HideScope, string> = {
  issue: 'This issue',
  component: 'All issues of this component',
  rule: 'All issues of this rule',
  guideline: 'All issues of this guideline',
};

const WORDING: Record<HideMode, { title: string; scopeLabel: string }> = {
  hide: { title: 'Hide issue', scopeLabel: 'Hide' },
  unhide: { title: 'Unhide issue', scopeLabel: 'Unhide' },
};

/** Props of {@link HideDialog}. */
export interface HideDialogProps {
  mode: HideMode;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the user may act on, the first chosen at first. */
  scopes: readonly HideScope[];
  /** Offer 'Keep this decision for future builds' (the plan keeps decisions across builds). */
  persistable: boolean;
  onConfirm: (choice: HideChoice) => void;
}

/** The dialog, open while `isOpen`. */
export function HideDialog(props: HideDialogProps) {
  return (
    <ModalOverlay className="cc-overlay" isOpen={props.isOpen} onOpenChange={props.onOpenChange} isDismissable>
      <Modal className="cc-modal">
        <Dialog className="cc-dialog">
          {({ close }) => <HideForm close={close} mode={props.mode} scopes={props.scopes} persistable={props.persistable} onConfirm={props.onConfirm} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function HideForm({ close, mode, scopes, persistable, onConfirm }: Omit<HideDialogProps, 'isOpen' | 'onOpenChange'> & { close: () => void }) {
  const [scope, setScope] = useState<HideScope>(scopes[0] ?? 'issue');
  const [reason, setReason] = useState<HideReason | null>(null);
  // Kept for future builds by default, where the plan has decision persistence at all.
  const [persist, setPersist] = useState(persistable);
  const hiding = mode === 'hide';
  return (
    <>
      <Heading slot="title" className="cc-dialog-title">
        {WORDING[mode].title}
      </Heading>
      <div className="cc-dialog-body">
        <RadioGroup className="cc-radio-group" value={scope} onChange={(v) => setScope(v as HideScope)}>
          <Label className="cc-filter-title">{WORDING[mode].scopeLabel}</Label>
          {scopes.map((s) => (
            <Radio key={s} value={s} className="cc-radio">
              {SCOPE_LABELS[s]}
            </Radio>
          ))}
        </RadioGroup>
        {hiding ? (
          <RadioGroup className="cc-radio-group" value={reason} onChange={(v) => setReason(v as HideReason)} isRequired>
            <Label className="cc-filter-title">Reason</Label>
            {HIDE_REASONS.map((r) => (
              <Radio key={r} value={r} className="cc-radio">
                {r}
              </Radio>
            ))}
          </RadioGroup>
        ) : null}
        {persistable ? (
          <Checkbox className="cc-checkbox" isSelected={persist} onChange={setPersist}>
            <span className="cc-checkbox-box" aria-hidden="true" />
            Keep this decision for future builds
          </Checkbox>
        ) : null}
      </div>
      <div className="cc-dialog-actions">
        <Button className="cc-button" onPress={close}>
          Cancel
        </Button>
        <Button
          className="cc-button cc-button-primary"
          isDisabled={hiding && reason === null}
          onPress={() => {
            if (hiding && reason === null) return;
            onConfirm({ scope, reason: hiding ? reason : null, persist });
            close();
          }}
        >
          Confirm
        </Button>
      </div>
    </>
  );
}
