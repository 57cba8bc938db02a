/** A small yes/no modal (the preferred-selection warning of spec 001 section 4). */
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

/** Asks `title`; Proceed calls onProceed, Cancel only closes. A `danger` proceed (Delete) is red. */
export function ConfirmDialog(props: { isOpen: boolean; onOpenChange: (open: boolean) => void; title: string; body: string; onProceed: () => void; proceedLabel?: string; tone?: 'primary' | 'danger' }) {
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
                  className={`cc-button ${props.tone === 'danger' ? 'cc-button-danger' : 'cc-button-primary'}`}
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
