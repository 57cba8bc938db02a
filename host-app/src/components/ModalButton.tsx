/**
 * A button that opens a dismissable modal dialog: the one shape every "Create ..." and "Invite ..."
 * flow of the dashboard has, so they all trap focus, close on Escape and return focus the same way.
 */
import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';

export interface ModalButtonProps {
  label: ReactNode;
  /** The button's classes; default a primary button. */
  className?: string;
  /** The dialog's content; `close` ends the dialog. */
  children: (close: () => void) => ReactNode;
}

/** The button and its dialog. */
export function ModalButton({ label, className = 'button primary', children }: ModalButtonProps) {
  return (
    <DialogTrigger>
      <Button className={className}>{label}</Button>
      <ModalOverlay className="modal-overlay" isDismissable>
        <Modal className="modal">
          <Dialog className="dialog">{({ close }) => children(close)}</Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
