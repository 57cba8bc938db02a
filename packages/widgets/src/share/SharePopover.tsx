/**
 * The report share popover (spec 002 sections 2.4, 4 "Public link" and 6): a tab to copy the
 * report's own link, and a tab for its public link, which the author turns on and off. Turning it
 * off asks first, in a modal over the popover; Cancel closes only the modal. Who sees what:
 * - consolidated reports cannot be shared;
 * - an organisation with public links off sees the admin message (authors too);
 * - a non-author sees the link read-only when it is on, otherwise that the author must enable it.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
  Popover,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type Key,
} from 'react-aria-components';
import { disablePublicLink, enablePublicLink, getDefaultApiClient, type ApiClient } from '@curbcut/client';
import {
  ORG_PUBLIC_LINKS_DISABLED_MESSAGE,
  PUBLIC_LINK_DISABLED_TOAST,
  PUBLIC_LINK_ENABLED_TOAST,
  REPORT_SHARING_DISABLED_MESSAGE,
  type PublicLinkState,
  type ReportType,
} from '@curbcut/core';
import { REMEMBERED_KEYS, readFlag, writeFlag } from '../ui/rememberedFlags';
import { DEFAULT_SUPPORT_HREF } from '../ui/texts';
import { Toasts, createToastQueue, failureToast, showToast, type WidgetToast } from '../ui/toasts';
import '../widgets.css';
import './share.css';

/** How long 'Copied' shows after a copy in the share popover (spec 002 section 9: 2.5 s). */
export const SHARE_COPY_CONFIRM_MS = 2500;
/** What a consolidated report's public-link tab says (spec 002 section 4: they cannot be shared). */
export const CONSOLIDATED_NOT_SHAREABLE_MESSAGE = 'Consolidated reports cannot be shared.';
/** Note under a public link that a non-author sees (spec 002 section 6: read-only with a note). */
export const NON_AUTHOR_LINK_NOTE = 'Only the report author can turn this public link off.';
/**
 * A notification the popover asks its host to show: 'Public link enabled', or the failure toast with
 * its contact-support link (`supportHref`).
 */
export type ShareToast = Pick<WidgetToast, 'title' | 'description' | 'supportHref'> & { tone: 'success' | 'error' };

/** Props of {@link SharePopover}. */
export interface SharePopoverProps {
  /** The report shared; for a build `id` is the build's report id and `type` 'automatedTest'. */
  report: { id: string; type: ReportType };
  /** The public link as the report meta gives it. */
  publicLink: PublicLinkState;
  /** Whether the signed-in user created the report (only authors manage the public link). */
  isAuthor: boolean;
  /** The organisation allows public links (profile `public_links_enabled`). */
  publicLinksAllowed: boolean;
  /** Several reports shown as one: never shareable. */
  consolidated?: boolean;
  /** The link copied on the 'Share report' tab; default the current page's address. */
  reportUrl?: string;
  /** Origin public links are made absolute with; default the current page's origin. */
  appOrigin?: string;
  /** Client for the public-link calls; default the page's default client. */
  client?: ApiClient;
  /** Shows a toast; without it the popover shows its own, as the report widget does. */
  onToast?: (toast: ShareToast) => void;
  /** Where the failure toast's contact-support link leads; default the widgets' support address. */
  supportHref?: string;
  /** The public link changed (after the server confirmed it). */
  onPublicLinkChange?: (state: PublicLinkState) => void;
  /** Label of the trigger button; default 'Share'. */
  triggerLabel?: string;
  /**
   * Opens the popover from a control of the host (a row menu's Share item) instead of its own
   * Share button: anchored to `ref`, shown while `isOpen`.
   */
  anchor?: { ref: RefObject<Element | null>; isOpen: boolean; onOpenChange: (isOpen: boolean) => void };
}

/**
 * The public link as shared: the server's link (built by core `publicReportLink`, the one place
 * that shapes it) made absolute on the app's origin, and otherwise left as it is.
 */
export function publicLinkHref(link: string, origin: string): string {
  return new URL(link, origin).href;
}

/** A link text field with a copy button whose confirmation lasts {@link SHARE_COPY_CONFIRM_MS}. */
function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // Without clipboard permission (an iframe without clipboard-write), the field stays selectable.
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), SHARE_COPY_CONFIRM_MS);
  };
  return (
    <div className="cc-share-copy">
      <label className="cc-share-label">
        {label}
        <input className="cc-share-input" readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <Button className="cc-button" onPress={() => void copy()}>
        {copied ? 'Copied' : 'Copy link'}
      </Button>
      <span className="cc-visually-hidden" role="status">
        {copied ? 'Link copied to the clipboard' : ''}
      </span>
    </div>
  );
}

/** The 'Share via public link' panel. */
function PublicLinkPanel(props: SharePopoverProps & { state: PublicLinkState; setState: (s: PublicLinkState) => void; notify: (t: ShareToast) => void }) {
  const { state, setState, notify, report, isAuthor } = props;
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const client = props.client ?? getDefaultApiClient();
  const origin = props.appOrigin ?? window.location.origin;
  const absolute = state.link === null ? null : publicLinkHref(state.link, origin);

  if (props.consolidated) return <p className="cc-share-note">{CONSOLIDATED_NOT_SHAREABLE_MESSAGE}</p>;
  if (!props.publicLinksAllowed) return <p className="cc-share-note">{ORG_PUBLIC_LINKS_DISABLED_MESSAGE}</p>;
  if (!isAuthor) {
    return state.isEnabled && absolute ? (
      <>
        <CopyField label="Public link" value={absolute} />
        <p className="cc-share-note">{NON_AUTHOR_LINK_NOTE}</p>
      </>
    ) : (
      <p className="cc-share-note">{REPORT_SHARING_DISABLED_MESSAGE}</p>
    );
  }

  const run = async (call: () => Promise<PublicLinkState>, success?: ShareToast) => {
    setBusy(true);
    try {
      const next = await call();
      setState(next);
      props.onPublicLinkChange?.(next);
      if (success) notify(success);
    } catch {
      notify(failureToast(props.supportHref ?? DEFAULT_SUPPORT_HREF));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Switch
        className="cc-switch"
        isSelected={state.isEnabled}
        // Not disabled while a change is saved: a disabled switch drops keyboard focus to the page.
        aria-busy={busy || undefined}
        onChange={(on) => {
          if (busy) return;
          if (on) void run(() => enablePublicLink(report.id, report.type, client), { title: PUBLIC_LINK_ENABLED_TOAST, tone: 'success' });
          else setConfirming(true);
        }}
      >
        <span className="cc-switch-track" aria-hidden="true">
          <span className="cc-switch-thumb" />
        </span>
        Public link
      </Switch>
      <p className="cc-share-note">Anyone with the public link can view this report without signing in.</p>
      {state.isEnabled && absolute ? <CopyField label="Public link" value={absolute} /> : null}
      <ModalOverlay className="cc-overlay" isOpen={confirming} onOpenChange={setConfirming} isDismissable>
        <Modal className="cc-modal">
          <Dialog role="alertdialog" className="cc-dialog">
            <Heading slot="title" className="cc-dialog-title">
              Disable public link?
            </Heading>
            <p>People who have the link will no longer be able to view this report. Enabling it again creates a new link.</p>
            <div className="cc-dialog-actions">
              <Button className="cc-button" onPress={() => setConfirming(false)}>
                Cancel
              </Button>
              <Button
                className="cc-button cc-button-danger"
                onPress={() => {
                  setConfirming(false);
                  void run(() => disablePublicLink(report.id, report.type, client), { title: PUBLIC_LINK_DISABLED_TOAST, tone: 'success' });
                }}
              >
                Disable link
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

/** The Share button and its popover. */
export function SharePopover(props: SharePopoverProps) {
  const [state, setState] = useState<PublicLinkState>(props.publicLink);
  const [toasts] = useState(createToastQueue);
  useEffect(() => setState(props.publicLink), [props.publicLink]);
  const notify = (toast: ShareToast) => {
    if (props.onToast) props.onToast(toast);
    else showToast(toasts, toast);
  };
  const reportUrl = props.reportUrl ?? window.location.href;
  // The 'New' marker shows until the public-link tab has been opened once in this browser: it
  // stays for the rest of that visit (a label changing under the user's eyes reads as a glitch)
  // and is gone from the next opening of the popover.
  const [publicTabSeen, setPublicTabSeen] = useState(() => readFlag(REMEMBERED_KEYS.sharePublicTabSeen));
  const onTabChange = (key: Key) => {
    if (key === 'public') writeFlag(REMEMBERED_KEYS.sharePublicTabSeen, true);
  };
  const onOpenChange = (isOpen: boolean) => {
    if (isOpen) setPublicTabSeen(readFlag(REMEMBERED_KEYS.sharePublicTabSeen));
  };
  const anchorOpen = props.anchor?.isOpen ?? false;
  useEffect(() => {
    if (anchorOpen) setPublicTabSeen(readFlag(REMEMBERED_KEYS.sharePublicTabSeen));
  }, [anchorOpen]);
  const anchored = props.anchor ? { triggerRef: props.anchor.ref, isOpen: props.anchor.isOpen, onOpenChange: props.anchor.onOpenChange } : {};

  const popover = (
    <Popover className="cc-share-popover" placement="bottom end" {...anchored}>
      <Dialog className="cc-share-dialog" aria-label="Share">
        <Tabs className="cc-share-tabs" onSelectionChange={onTabChange}>
          <TabList aria-label="Share options" className="cc-share-tablist">
            <Tab id="report" className="cc-share-tab">
              Share report
            </Tab>
            <Tab id="public" className="cc-share-tab">
              Share via public link{publicTabSeen ? null : <> <span className="cc-badge">New</span></>}
            </Tab>
          </TabList>
          <TabPanel id="report" className="cc-share-panel">
            <CopyField label="Report link" value={reportUrl} />
            <p className="cc-share-note">People in your organisation can open this link after signing in.</p>
          </TabPanel>
          <TabPanel id="public" className="cc-share-panel">
            <PublicLinkPanel {...props} state={state} setState={setState} notify={notify} />
          </TabPanel>
        </Tabs>
      </Dialog>
    </Popover>
  );
  return (
    <>
      {props.anchor ? (
        popover
      ) : (
        <DialogTrigger onOpenChange={onOpenChange}>
          <Button className="cc-button">{props.triggerLabel ?? 'Share'}</Button>
          {popover}
        </DialogTrigger>
      )}
      {props.onToast ? null : <Toasts queue={toasts} />}
    </>
  );
}
