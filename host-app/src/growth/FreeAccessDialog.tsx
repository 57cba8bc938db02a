import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { provisionFreeAccess } from '@curbcut/client';
import { showToast } from '../toasts';
import { growthClient } from './growthClient';
import { openInNewTab, reloadPage } from './pageNavigation';
import './growth.css';
import { trackEvent } from '../telemetry';

/** The spec's texts of the free-access opt-in (sections 2.4 and 8). */
export const FREE_ACCESS_TEXTS = {
  title: 'Get Free Access',
  action: 'Request Free Access',
  error: 'We encountered an error. Please retry',
  receivedTitle: 'Request received',
  receivedText: 'We will reach out to you shortly',
} as const;

/** How long the error stays before the modal closes itself (spec 000 section 8). */
export const FREE_ACCESS_ERROR_CLOSE_MS = 3000;

/** Display names of the products the free offer can cover. */
const PRODUCT_NAMES: Readonly<Record<string, string>> = { screenReader: 'Screen Readers' };

/** A product's display name; unknown keys show as they are. */
export function productName(product: string): string {
  return PRODUCT_NAMES[product] ?? product;
}

/** Props of {@link FreeAccessDialog}. */
export interface FreeAccessDialogProps {
  /** Products to provision, for example `['screenReader']`. */
  products: readonly string[];
  /** Where the opt-in was offered (the provision call's `source`). */
  source: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The free-access lead modal (spec 000 sections 4.5 and 8): 'Request Free Access' provisions the
 * products; on success the product opens in a new tab and the page reloads, on failure the error
 * shows and the modal closes itself after 3 s.
 */
export function FreeAccessDialog({ products, source, isOpen, onOpenChange }: FreeAccessDialogProps) {
  return (
    <ModalOverlay className="modal-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="modal growth-modal">
        <Dialog className="dialog">{({ close }) => <FreeAccessContent products={products} source={source} close={close} />}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}

type Phase = 'offer' | 'sending' | 'error';

function FreeAccessContent({ products, source, close }: { products: readonly string[]; source: string; close: () => void }) {
  const [phase, setPhase] = useState<Phase>('offer');

  useEffect(() => {
    if (phase !== 'error') return;
    const timer = setTimeout(close, FREE_ACCESS_ERROR_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [phase, close]);

  const request = async () => {
    setPhase('sending');
    try {
      const result = await provisionFreeAccess(
        { products: [...products], source, availWithOutAllocation: true, availedViaFPAStandardisation: true },
        growthClient(),
      );
      showToast({ title: FREE_ACCESS_TEXTS.receivedTitle, description: FREE_ACCESS_TEXTS.receivedText, tone: 'success' });
      trackEvent('free_access_requested', { products: products.join(','), source });
      openInNewTab(result.product_url);
      reloadPage();
    } catch {
      setPhase('error');
    }
  };

  const names = products.map(productName).join(', ');
  return (
    <>
      <Heading slot="title">{FREE_ACCESS_TEXTS.title}</Heading>
      <p>{`Your plan includes free access to ${names}. Request it and start using ${products.length > 1 ? 'them' : 'it'} today.`}</p>
      {phase === 'error' ? (
        <p className="form-error" role="alert">
          {FREE_ACCESS_TEXTS.error}
        </p>
      ) : null}
      <div className="dialog-actions">
        <Button className="button" onPress={close}>
          Cancel
        </Button>
        <Button className="button primary" isDisabled={phase !== 'offer'} onPress={() => void request()}>
          {phase === 'sending' ? 'Requesting…' : FREE_ACCESS_TEXTS.action}
        </Button>
      </div>
    </>
  );
}
