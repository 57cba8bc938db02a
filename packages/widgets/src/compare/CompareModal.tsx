/**
 * `<CompareModal>`: the compare-run modal (spec 002 section 2.3), the SDK's fifth widget. On its
 * own (a host page, `mountCompareModal`, the `/embed/compare` frame) it is the Compare button of one
 * run and its modal, inside a themed `.cc-widget` box with a QueryClient of its own
 * (`withWidgetRoot`); the build and scan reports put the same `CompareDialog` in their headers.
 * It emits `ready` once on screen and `navigate` `{to: 'compare', href}` on a confirmed comparison;
 * it takes `set-theme` and answers the issue commands with an `unsupported_command` error.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getDefaultApiClient } from '@curbcut/client';
import '../widgets.css';
import type { WidgetCommand } from '../buildReport/props';
import { clientForSource } from '../data/serverApi';
import { withWidgetRoot } from '../shell/WidgetRoot';
import { CompareDialog } from './CompareDialog';
import type { CompareModalEvent, CompareModalProps } from './props';

function CompareModalView(props: CompareModalProps) {
  const { run, token, client: given, minimal = false, onApi } = props;
  const onEventRef = useRef(props.onEvent);
  onEventRef.current = props.onEvent;
  const emit = useCallback((event: CompareModalEvent) => onEventRef.current?.(event), []);
  const [theme, setTheme] = useState(props.theme ?? 'light');
  useEffect(() => setTheme(props.theme ?? 'light'), [props.theme]);
  const client = useMemo(
    () => (token ? clientForSource({ kind: 'server', reportId: run.id, token, ...(given ? { client: given } : {}) }) : (given ?? getDefaultApiClient())),
    [token, given, run.id],
  );

  useEffect(() => {
    onApi?.({
      command: (command: WidgetCommand) => {
        if (command.type === 'set-theme') setTheme(command.payload.theme);
        else emit({ type: 'error', payload: { code: 'unsupported_command', message: `The compare modal does not take '${command.type}'.` } });
      },
    });
  }, [onApi, emit]);
  useEffect(() => {
    emit({ type: 'ready', payload: { reportId: run.id, name: 'Compare' } });
  }, [emit, run.id]);

  return (
    <div className={minimal ? 'cc-widget cc-compare-widget cc-compare-minimal' : 'cc-widget cc-compare-widget'} data-theme={theme}>
      <CompareDialog run={run} client={client} minimal={minimal} compareHref={props.compareHref} onNavigate={props.onNavigate} emit={emit} />
    </div>
  );
}

/** The compare-run modal widget: a Compare button that opens the modal for `run`. */
export const CompareModal = withWidgetRoot('CompareModal', CompareModalView);
