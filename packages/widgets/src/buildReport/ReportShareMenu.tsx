/** The report's share menu (the share popover of spec 002), as the header and a test case show it. */
import { SharePopover } from '../share';
import { showToast } from '../ui/toasts';
import { useWidget } from '../shell/widgetContext';

/** The share popover of the enclosing widget's report. */
export function ReportShareMenu() {
  const { meta, permissions, publicLinksAllowed, client, toasts, supportHref } = useWidget();
  return (
    <SharePopover
      report={{ id: meta.id, type: meta.type }}
      publicLink={meta.publicLink}
      isAuthor={permissions.isAuthor}
      publicLinksAllowed={publicLinksAllowed}
      {...(client ? { client } : {})}
      supportHref={supportHref}
      onToast={(toast) => showToast(toasts, toast)}
    />
  );
}
