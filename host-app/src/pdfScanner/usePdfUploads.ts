/**
 * The create page's files as they go: chosen files are checked here first (type, size), then each
 * is PUT to a presigned upload URL with its progress and validated by the server; a link is fetched
 * and validated by the server. Removing a file that is still uploading cancels its upload.
 */
import { useCallback, useRef, useState } from 'react';
import { getPresignedUploadUrls, uploadPdf, validatePdf } from '@curbcut/client';
import { PDF_SCANNER_LIMITS, type PdfScannerProfile } from '@curbcut/core';
import { fileProblem, readyState, toggleProfile, type PdfEntry, type PdfEntryState } from './uploadModel';

/** Uploads running at once; the rest wait their turn. */
const PARALLEL_UPLOADS = 3;

function failure(error: unknown, fallback: string): PdfEntryState {
  return { kind: 'failed', message: error instanceof Error && error.message ? error.message : fallback };
}

/** The files and links of the create page, and what changes them. */
export function usePdfUploads() {
  const [entries, setEntries] = useState<PdfEntry[]>([]);
  const next = useRef(0);
  const controllers = useRef(new Map<string, AbortController>());
  /** Entries that take one of the files a create call holds: added, and not failed or removed since. */
  const counted = useRef(new Set<string>());

  const update = useCallback((id: string, state: PdfEntryState) => {
    if (state.kind === 'failed') counted.current.delete(id);
    setEntries((list) => list.map((e) => (e.id === id ? { ...e, state } : e)));
  }, []);

  /** New entries for what the user added, refusing at once what would go over the limit of files. */
  const add = useCallback((items: { name: string; source: PdfEntry['source']; problem: string | null }[]): PdfEntry[] => {
    const made = items.map((item): PdfEntry => {
      next.current += 1;
      const id = `pdf-${next.current}`;
      const over = item.problem === null && counted.current.size >= PDF_SCANNER_LIMITS.maxFiles;
      const problem = over ? `‘${item.name}’ was not added: up to ${PDF_SCANNER_LIMITS.maxFiles} files can be checked at once.` : item.problem;
      if (problem === null) counted.current.add(id);
      return { id, name: item.name, source: item.source, state: problem ? { kind: 'failed', message: problem } : { kind: 'checking' } };
    });
    setEntries((list) => [...list, ...made]);
    return made;
  }, []);

  const addFiles = useCallback(
    async (files: readonly File[]) => {
      const made = add(files.map((f) => ({ name: f.name, source: 'file' as const, problem: fileProblem(f) })));
      const wanted = made.flatMap((entry, i) => (entry.state.kind === 'failed' ? [] : [{ entry, file: files[i] as File }]));
      if (wanted.length === 0) return;
      let urls;
      try {
        urls = await getPresignedUploadUrls(wanted.length);
      } catch (error) {
        for (const { entry } of wanted) update(entry.id, failure(error, 'The upload could not start. Try again.'));
        return;
      }
      const queue = wanted.map((w, i) => ({ ...w, url: urls[i] }));
      const work = async (): Promise<void> => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          const { entry, file, url } = item;
          if (!url) {
            update(entry.id, { kind: 'failed', message: 'The upload could not start. Try again.' });
            continue;
          }
          const controller = new AbortController();
          controllers.current.set(entry.id, controller);
          try {
            update(entry.id, { kind: 'uploading', sent: 0, total: file.size });
            await uploadPdf(url, file, { signal: controller.signal, onProgress: (sent, total) => update(entry.id, { kind: 'uploading', sent, total }) });
            update(entry.id, { kind: 'checking' });
            const facts = await validatePdf({ type: 'uploaded', key: url.key, name: file.name }, undefined, { signal: controller.signal });
            update(entry.id, facts.readable ? readyState(facts) : { kind: 'failed', message: `‘${file.name}’ could not be read: ${facts.reason ?? 'the file is damaged'}.` });
          } catch (error) {
            if (!controller.signal.aborted) update(entry.id, failure(error, `‘${file.name}’ could not be uploaded. Try again.`));
          } finally {
            controllers.current.delete(entry.id);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, work));
    },
    [add, update],
  );

  const addLink = useCallback(
    async (url: string) => {
      const [entry] = add([{ name: url, source: 'link', problem: null }]);
      if (!entry || entry.state.kind === 'failed') return;
      const controller = new AbortController();
      controllers.current.set(entry.id, controller);
      try {
        const facts = await validatePdf({ type: 'linked', url }, undefined, { signal: controller.signal });
        setEntries((list) => list.map((e) => (e.id === entry.id ? { ...e, name: facts.name } : e)));
        update(entry.id, facts.readable ? readyState(facts) : { kind: 'failed', message: `The PDF at ${url} could not be read: ${facts.reason ?? 'the file is damaged'}.` });
      } catch (error) {
        if (!controller.signal.aborted) update(entry.id, failure(error, `The PDF at ${url} could not be fetched.`));
      } finally {
        controllers.current.delete(entry.id);
      }
    },
    [add, update],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    counted.current.delete(id);
    setEntries((list) => list.filter((e) => e.id !== id));
  }, []);

  const choose = useCallback((id: string, profile: PdfScannerProfile, chosen: boolean) => {
    setEntries((list) => list.map((e) => (e.id === id ? toggleProfile(e, profile, chosen) : e)));
  }, []);

  return { entries, addFiles, addLink, remove, choose };
}
