/** The Filters button: opens the modal once the build is complete; before that, explains why not. */
import { useState } from 'react';
import type { RefObject } from 'react';
import { Button } from 'react-aria-components';
import { useWidget } from '../shell/widgetContext';
import { TEXTS } from '../ui/texts';
import { UnavailableButton } from '../ui/Tooltip';
import { FiltersDialog } from './FiltersDialog';

/** Filters, or an unavailable Filters button while the scan runs. */
export function FiltersButton({ buttonRef }: { buttonRef?: RefObject<HTMLButtonElement | null> }) {
  const { permissions } = useWidget();
  const [open, setOpen] = useState(false);
  if (!permissions.completed) return <UnavailableButton reason={TEXTS.availableOnceComplete}>Filters</UnavailableButton>;
  return (
    <>
      <Button ref={buttonRef} className="cc-button" onPress={() => setOpen(true)}>
        Filters
      </Button>
      {open ? <FiltersDialog isOpen={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
