/** A small yes/no modal (the preferred-selection warning of spec 001 section 4). */
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/** Asks `title`; Proceed calls onProceed, Cancel only closes. */
export function ConfirmDialog(props: { isOpen: boolean; onOpenChange: (open: boolean) => void; title: string; body: string; onProceed: () => void; proceedLabel?: string }) {
  return (
    <ModalOverlay className="cc-overlay" isOpen={props.isOpen} onOpenChange={props.onOpenChange} isDismissable>
      <Modal className="cc-modal">
        <Dialog className="cc-dialog" role="alertdialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="cc-dialog-title">
                {props.title}
              </Heading>
              <p>{props.body}</p>
              <div className="cc-dialog-actions">
                <Button className="cc-button" onPress={close}>
                  Cancel
                </Button>
                <Button
                  className="cc-button cc-button-primary"
                  onPress={() => {
                    props.onProceed();
                    close();
                  }}
                >
                  {props.proceedLabel ?? 'Proceed'}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
