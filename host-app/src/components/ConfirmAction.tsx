import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';

/** Props of {@link ConfirmAction}. */
export interface ConfirmActionProps {
  /** Text of the button that opens the question (ends with '…'). */
  label: string;
  /** Accessible name of that button where a table row must say what it acts on. */
  ariaLabel?: string;
  title: string;
  children: ReactNode;
  /** Text of the button that does it. */
  confirmLabel: string;
  isPending?: boolean;
  onConfirm: () => void;
}

/**
 * A button that asks first, for actions that cannot be taken back (a trial reset, a refused order, a deleted report).
 * Cancel has the focus, so Enter never confirms by accident; Escape closes and focus returns to the button.
 */
export function ConfirmAction({ label, ariaLabel, title, children, confirmLabel, isPending = false, onConfirm }: ConfirmActionProps) {
  return (
    <DialogTrigger>
      <Button className="button danger" {...(ariaLabel ? { 'aria-label': ariaLabel } : {})} isPending={isPending}>
        {label}
      </Button>
      <ModalOverlay className="modal-overlay" isDismissable>
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
    </DialogTrigger>
  );
}
