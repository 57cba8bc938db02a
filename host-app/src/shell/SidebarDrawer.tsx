/**
 * The sidebar below 768 px (WCAG 1.4.10 Reflow): a menu button in the header opens it as a modal
 * drawer from the start edge. react-aria keeps focus inside while it is open, closes it on Escape or
 * a press outside, and gives focus back to the menu button; following one of its links closes it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button, Dialog, DialogTrigger, Modal, ModalOverlay } from 'react-aria-components';
import { Menu, X } from 'lucide-react';

/** Widths at which the sidebar is a drawer (the same query as the one-column layout of styles.css). */
export const DRAWER_MEDIA_QUERY = '(max-width: 47.99rem)';

/** The menu button and, while open, the drawer holding `children` (the sidebar). */
export function SidebarDrawer({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // Every navigation (a link of the drawer, or back and forward) closes it.
  useEffect(() => setOpen(false), [location.key]);

  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="button quiet menu-button">
        <Menu aria-hidden="true" size={20} />
        Menu
      </Button>
      <ModalOverlay className="drawer-overlay" isDismissable>
        <Modal className="drawer">
          <Dialog className="drawer-dialog" aria-label="Menu">
            <Button slot="close" className="button quiet drawer-close">
              <X aria-hidden="true" size={20} />
              Close menu
            </Button>
            {children}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
