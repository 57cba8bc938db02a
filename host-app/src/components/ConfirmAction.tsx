import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

/** Props of {@link ConfirmDialog}: the question, and its open state when the caller opens it. */
export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** Text of the button that does it. */
  confirmLabel: string;
  onConfirm: () => void;
  /** Open state, for a question opened from the caller's own control (a menu item); else its trigger's. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** Props of {@link ConfirmAction}. */
export interface ConfirmActionProps extends Omit<ConfirmDialogProps, 'isOpen' | 'onOpenChange'> {
  /** Text of the button that opens the question (ends with '…'). */
  label: string;
  /** Accessible name of that button where a table row must say what it acts on. */
  ariaLabel?: string;
  isPending?: boolean;
}

/**
 * The question of {@link ConfirmAction} in its modal. Cancel has the focus, so Enter never confirms
 * by accident; Escape closes and focus returns to what opened it.
 */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, ...state }: ConfirmDialogProps) {
  return (
    <ModalOverlay className="modal-overlay" isDismissable {...state}>
      <Modal className="modal">
        <Dialog className="dialog" role="alertdialog">
          {({ close }) => (
            <>
              <Heading slot="title">{title}</Heading>
              {children}
              <div className="dialog-actions">
                <Button className="button" onPress={close} autoFocus>
                  Cancel
                </Button>
                <Button
                  className="button danger"
                  onPress={() => {
                    onConfirm();
                    close();
                  }}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/**
 * A button that asks first, for actions that cannot be taken back (a trial reset, a refused order, a deleted report).
 */
export function ConfirmAction({ label, ariaLabel, isPending = false, ...question }: ConfirmActionProps) {
  return (
    <DialogTrigger>
      <Button className="button danger" {...(ariaLabel ? { 'aria-label': ariaLabel } : {})} isPending={isPending}>
        {label}
      </Button>
      <ConfirmDialog {...question} />
    </DialogTrigger>
  );
}
