/** The share popover: the component, its mount function and the texts tests and hosts rely on. */
export {
  SharePopover,
  publicLinkHref,
  SHARE_COPY_CONFIRM_MS,
  CONSOLIDATED_NOT_SHAREABLE_MESSAGE,
  NON_AUTHOR_LINK_NOTE,
} from './SharePopover';
export { mountSharePopover } from './mountSharePopover';
export type { SharePopoverProps, ShareToast } from './SharePopover';
export type { MountedSharePopover } from './mountSharePopover';
