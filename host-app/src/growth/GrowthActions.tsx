/**
 * The growth modals of the signed-in app, rendered once by `GrowthActionsProvider` and opened from
 * anywhere under it (the shell's sidebar and banners, paywalls, pages) through `useGrowthModals()`.
 * One modal is open at a time; each opening mounts fresh content, so a form never shows the
 * previous opening's outcome.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ContactSalesDialog } from './ContactSalesDialog';
import type { ContactMode } from './contactPayload';
import { FreeAccessDialog } from './FreeAccessDialog';
import { RestartPlanDialog } from './RestartPlanDialog';

/** Where an opt-in comes from when the caller does not say. */
export const DEFAULT_FREE_ACCESS_SOURCE = 'dashboard';

/** Opens the growth modals. */
export interface GrowthModals {
  /** Contact sales; `ctaRef` names the call to action (sent as cta_ref). */
  openContactSales(ctaRef: string): void;
  /** 'Get a demo'; `ctaRef` as above. */
  openDemo(ctaRef: string): void;
  /** The free-access opt-in for `products` (for example `['screenReader']`), offered at `source`. */
  openFreeAccess(products: readonly string[], source?: string): void;
  /** The restart-plan modal. */
  openRestartPlan(): void;
}

type OpenModal =
  | { kind: 'contact'; mode: ContactMode; ctaRef: string }
  | { kind: 'freeAccess'; products: readonly string[]; source: string }
  | { kind: 'restart' };

const GrowthModalsContext = createContext<GrowthModals | null>(null);

/** Provides `useGrowthModals()` to its children and renders the modal that is open. */
export function GrowthActionsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<(OpenModal & { id: number }) | null>(null);
  const show = useCallback((modal: OpenModal) => setOpen((previous) => ({ ...modal, id: (previous?.id ?? 0) + 1 })), []);
  const closeOnFalse = useCallback((isOpen: boolean) => {
    if (!isOpen) setOpen(null);
  }, []);

  const modals = useMemo<GrowthModals>(
    () => ({
      openContactSales: (ctaRef) => show({ kind: 'contact', mode: 'contact', ctaRef }),
      openDemo: (ctaRef) => show({ kind: 'contact', mode: 'demo', ctaRef }),
      openFreeAccess: (products, source = DEFAULT_FREE_ACCESS_SOURCE) => show({ kind: 'freeAccess', products, source }),
      openRestartPlan: () => show({ kind: 'restart' }),
    }),
    [show],
  );

  return (
    <GrowthModalsContext.Provider value={modals}>
      {children}
      {open?.kind === 'contact' ? (
        <ContactSalesDialog key={open.id} mode={open.mode} ctaRef={open.ctaRef} isOpen onOpenChange={closeOnFalse} />
      ) : null}
      {open?.kind === 'freeAccess' ? (
        <FreeAccessDialog key={open.id} products={open.products} source={open.source} isOpen onOpenChange={closeOnFalse} />
      ) : null}
      {open?.kind === 'restart' ? <RestartPlanDialog key={open.id} isOpen onOpenChange={closeOnFalse} /> : null}
    </GrowthModalsContext.Provider>
  );
}

/** The growth modals' openers; only inside `GrowthActionsProvider`. */
export function useGrowthModals(): GrowthModals {
  const modals = useContext(GrowthModalsContext);
  if (modals === null) throw new Error('useGrowthModals() needs a <GrowthActionsProvider> above it');
  return modals;
}
