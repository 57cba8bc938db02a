/**
 * Promises kept by key, the least recently used dropped beyond a limit, so concurrent asks for one
 * key share one computation. A rejected promise is dropped, so the next ask tries again. The
 * decoded datasets and the explorer summaries of stored reports are kept this way.
 */
export class PromiseLru<T> {
  private readonly kept = new Map<string, Promise<T>>();

  constructor(private readonly limit: number) {}

  /** The promise kept for `key`, or the one `make` starts now. */
  get(key: string, make: () => Promise<T>): Promise<T> {
    const hit = this.kept.get(key);
    if (hit) {
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit;
    }
    const made = make();
    this.kept.set(key, made);
    made.catch(() => {
      if (this.kept.get(key) === made) this.kept.delete(key);
    });
    while (this.kept.size > this.limit) this.kept.delete(this.kept.keys().next().value as string);
    return made;
  }
}
