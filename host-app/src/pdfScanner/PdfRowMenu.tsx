/**
 * A PDF report row's actions in one menu (spec 002 section 2.2 "the row menu"): Share and Export CSV
 * for a completed report, Delete for its author. Share opens the widgets' share popover at the menu
 * button (the report's meta is read then, for its public link); Delete asks first.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Menu, MenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import { MoreHorizontal } from 'lucide-react';
import { deletePdfReport, pdfReportQuery, pdfScannerQueryKeys, queryKeys } from '@curbcut/client';
import type { PdfReport } from '@curbcut/core';
import { SharePopover, type SharePopoverProps } from '@curbcut/widgets';
import { ConfirmDialog } from '../components/ConfirmAction';
import { useExportCsv } from '../reports/ExportCsvButton';
import { showToast } from '../toasts';
import { pdfReportPath } from './pdfPaths';

type ShareToast = Parameters<NonNullable<SharePopoverProps['onToast']>>[0];

/** The share popover's notifications as the app's toasts (the failure one with its support link). */
function toAppToast(toast: ShareToast) {
  showToast({
    title: toast.title,
    ...(toast.description ? { description: toast.description } : {}),
    tone: toast.tone,
    ...(toast.supportHref ? { action: { label: 'Contact support', href: toast.supportHref } } : {}),
  });
}

/** The share popover of one report, opened from the row menu once the report's meta has arrived. */
function RowShare({ report, anchor, publicLinksAllowed, onClose }: { report: PdfReport; anchor: RefObject<HTMLButtonElement | null>; publicLinksAllowed: boolean; onClose: () => void }) {
  const meta = useQuery(pdfReportQuery(report.id));
  const failed = meta.isError;
  useEffect(() => {
    if (!failed) return;
    showToast({ title: `‘${report.name}’ could not be shared`, description: 'Its details could not be loaded. Try again.', tone: 'error' });
    onClose();
  }, [failed, report.name, onClose]);
  if (!meta.data) return null;
  return (
    <SharePopover
      report={{ id: report.id, type: 'pdfScanner' }}
      publicLink={meta.data.publicLink}
      isAuthor={meta.data.isAuthor}
      publicLinksAllowed={publicLinksAllowed}
      reportUrl={new URL(pdfReportPath(report.id), window.location.origin).href}
      onToast={toAppToast}
      anchor={{
        ref: anchor,
        isOpen: true,
        onOpenChange: (isOpen) => {
          if (!isOpen) onClose();
        },
      }}
    />
  );
}

/** Props of {@link PdfRowMenu}. */
export interface PdfRowMenuProps {
  report: PdfReport;
  /** The signed-in user wrote the report: Delete is offered. */
  isAuthor: boolean;
  /** The organisation allows public links (profile `public_links_enabled`). */
  publicLinksAllowed: boolean;
}

/** The row's menu button ('Actions for {name}') and what its items open. Nothing when no action applies. */
export function PdfRowMenu({ report, isAuthor, publicLinksAllowed }: PdfRowMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<'share' | 'delete' | null>(null);
  const exportCsv = useExportCsv({ id: report.id, type: 'pdfScanner' });
  const queryClient = useQueryClient();
  const deleting = useMutation({
    mutationFn: () => deletePdfReport(report.id),
    onSuccess: async () => {
      showToast({ title: `Report ‘${report.name}’ deleted`, tone: 'success' });
      await Promise.all([queryClient.invalidateQueries({ queryKey: pdfScannerQueryKeys.all }), queryClient.invalidateQueries({ queryKey: queryKeys.all })]);
    },
  });
  const completed = report.status === 'completed';
  if (!completed && !isAuthor) return null;

  const onAction = (key: Key) => {
    if (key === 'share') setOpen('share');
    else if (key === 'export') exportCsv.start();
    else if (key === 'delete') setOpen('delete');
  };
  return (
    <>
      <MenuTrigger>
        <Button ref={button} className="button pdf-row-menu-button" aria-label={`Actions for ${report.name}`} isPending={deleting.isPending || exportCsv.isPending}>
          <MoreHorizontal aria-hidden="true" size={18} />
        </Button>
        <Popover className="popover" placement="bottom end">
          <Menu className="listbox" onAction={onAction}>
            {completed ? (
              <MenuItem id="share" className="listbox-item">
                Share
              </MenuItem>
            ) : null}
            {completed ? (
              <MenuItem id="export" className="listbox-item">
                Export CSV
              </MenuItem>
            ) : null}
            {isAuthor ? (
              <MenuItem id="delete" className="listbox-item pdf-menu-danger">
                Delete…
              </MenuItem>
            ) : null}
          </Menu>
        </Popover>
      </MenuTrigger>
      {open === 'share' ? <RowShare report={report} anchor={button} publicLinksAllowed={publicLinksAllowed} onClose={() => setOpen(null)} /> : null}
      <ConfirmDialog
        title={`Delete ‘${report.name}’?`}
        confirmLabel="Delete report"
        onConfirm={() => deleting.mutate()}
        isOpen={open === 'delete'}
        onOpenChange={(isOpen) => setOpen(isOpen ? 'delete' : null)}
      >
        <p>The report, its issues and decisions, and its PDF are deleted. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
