/** 'Delete scan' with its confirmation (an alert dialog: deleting cannot be undone). */
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { deleteScan, isApiRequestError, scanQueryKeys, type ScanConfig } from '@curbcut/client';
import { showToast } from '../toasts';
import { SCANNER_PATH } from './scannerPaths';

/** The delete button and its confirmation; after deleting, the scan list opens. */
export function DeleteScanButton({ scan }: { scan: Pick<ScanConfig, 'id' | 'name'> }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => deleteScan(scan.id),
    meta: { showsOwnErrors: true },
    onSuccess: async () => {
      // The deleted scan's queries would answer 404 (the not-found page) if refetched.
      queryClient.removeQueries({ queryKey: scanQueryKeys.detail(scan.id) });
      await navigate(SCANNER_PATH);
      showToast({ title: `Scan ‘${scan.name}’ deleted`, tone: 'success' });
      void queryClient.invalidateQueries({ queryKey: scanQueryKeys.all });
    },
    onError: (error) => {
      // 409 while a run is in progress, 403 for someone else's scan: the catalogue leaves these to us.
      if (isApiRequestError(error) && (error.status === 409 || error.status === 403)) {
        showToast({ title: error.body?.message ?? 'The scan could not be deleted.', tone: 'error' });
      }
    },
  });
  return (
    <DialogTrigger>
      <Button className="button danger">Delete</Button>
      <ModalOverlay className="modal-overlay" isDismissable={!mutation.isPending}>
        <Modal className="modal">
          <Dialog className="dialog" role="alertdialog">
            {({ close }) => (
              <>
                <Heading slot="title">Delete ‘{scan.name}’?</Heading>
                <p>The scan configuration and its schedule are deleted and no more runs of it can start; the reports of its runs stay readable. This cannot be undone.</p>
                <div className="dialog-actions">
                  <Button className="button" onPress={close} autoFocus>
                    Keep scan
                  </Button>
                  {/* Not isPending: the page changes after deleting (see ScanForm's submit button). */}
                  <Button className="button danger" onPress={() => mutation.isPending || mutation.mutate()}>
                    Delete scan
                  </Button>
                  <span role="status" className="visually-hidden">
                    {mutation.isPending ? 'Deleting the scan…' : ''}
                  </span>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
