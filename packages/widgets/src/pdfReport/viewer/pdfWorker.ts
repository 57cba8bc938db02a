/**
 * The pdf.js worker as a module of our own, so the viewer starts it with
 * `new Worker(new URL('./pdfWorker.ts', import.meta.url), { type: 'module' })`, which Vite and
 * webpack 5 both bundle as a same-origin worker script (no `?url` import, no blob: URL).
 */
import 'pdfjs-dist/build/pdf.worker.min.mjs';
