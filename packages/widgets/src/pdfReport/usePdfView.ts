/** The view state of one `<PdfReport>`, read from and written to its URL state store. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { UrlStateStore } from '../buildReport/props';
import { windowUrlStateStore } from '../store/urlStateStore';
import type { SetPdfView } from './pdfContext';
import { readPdfView, writePdfView } from './viewState';
import type { PdfViewState } from './viewState';

export function usePdfView(urlState: UrlStateStore | undefined): [PdfViewState, SetPdfView] {
  const [store] = useState(() => urlState ?? windowUrlStateStore());
  const [params, setParams] = useState(() => store.read());
  // Back and forward change the URL from outside.
  useEffect(() => store.subscribe(() => setParams(store.read())), [store]);
  const view = useMemo(() => readPdfView(params), [params]);
  const setView = useCallback<SetPdfView>(
    (patch, options = {}) => {
      const current = store.read();
      const next = writePdfView({ ...readPdfView(current), ...patch }, current);
      if (next.toString() === current.toString()) return;
      store.write(next, { push: options.push === true });
      setParams(next);
    },
    [store],
  );
  return [view, setView];
}
