/** The compare-run modal (spec 002 section 2.3): the widget, its mount function, and the dialog the reports embed. */
export { CompareModal } from './CompareModal';
export { CompareDialog } from './CompareDialog';
export type { CompareDialogProps } from './CompareDialog';
export { mountCompareModal } from './mountCompareModal';
export { comparePagePath } from './compareHref';
export type { CompareCurrentRun, CompareModalApi, CompareModalEvent, CompareModalProps, CompareNavigateTarget } from './props';
