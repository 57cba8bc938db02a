/** Browser-side observers of the bench page: DOM conditions and the main thread's long tasks. */
import type { MainThreadStats } from './types';

/** A long animation frame entry (not yet in TypeScript's DOM types). */
interface LongFrameEntry extends PerformanceEntry {
  blockingDuration: number;
  scripts: { duration: number; sourceURL: string; sourceFunctionName: string; invoker: string }[];
}

/**
 * Resolves with performance.now() at the first DOM change after which `ready()` holds (checked at
 * once too), or null after `timeoutMs`. A MutationObserver runs right after React commits, before
 * the browser paints, so this is the moment the content is in the DOM.
 */
export function waitForDom(root: Node, ready: () => boolean, timeoutMs: number): Promise<number | null> {
  if (ready()) return Promise.resolve(performance.now());
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      const at = performance.now();
      done();
      resolve(at);
    });
    const timer = setTimeout(() => {
      done();
      resolve(null);
    }, timeoutMs);
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
  });
}

/**
 * Starts recording 'longtask' (tasks of 50 ms or more) and 'long-animation-frame' entries; the
 * returned function stops and summarises. It waits a little first: entries are delivered after the
 * task that produced them.
 */
export function watchMainThread(): () => Promise<MainThreadStats> {
  const supported = PerformanceObserver.supportedEntryTypes;
  const tasks: PerformanceEntry[] = [];
  const frames: LongFrameEntry[] = [];
  const observers: { observer: PerformanceObserver; into: PerformanceEntry[] }[] = [];
  const watch = (type: string, into: PerformanceEntry[]): boolean => {
    if (!supported.includes(type)) return false;
    const observer = new PerformanceObserver((list) => into.push(...list.getEntries()));
    observer.observe({ type });
    observers.push({ observer, into });
    return true;
  };
  const longTaskSupported = watch('longtask', tasks);
  const loafSupported = watch('long-animation-frame', frames);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 250));
    for (const { observer, into } of observers) {
      into.push(...observer.takeRecords());
      observer.disconnect();
    }
    const longest = frames.reduce<LongFrameEntry | null>((a, f) => (a && a.duration >= f.duration ? a : f), null);
    const script = longest?.scripts.reduce<LongFrameEntry['scripts'][number] | null>((a, s) => (a && a.duration >= s.duration ? a : s), null);
    return {
      longTaskSupported,
      longTasks: tasks.length,
      longestTaskMs: Math.max(0, ...tasks.map((t) => t.duration)),
      loafSupported,
      longFrames: frames.length,
      longestFrameMs: longest?.duration ?? 0,
      longestFrameBlockingMs: longest?.blockingDuration ?? 0,
      longestFrameScript: script ? `${script.invoker} ${script.sourceFunctionName} ${script.sourceURL} (${script.duration.toFixed(0)} ms)` : null,
    };
  };
}
