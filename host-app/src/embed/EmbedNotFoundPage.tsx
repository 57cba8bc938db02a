/**
 * Any path under /embed that is not an embed entry: the 404 page without the app's header, whose
 * only way out, inside a frame, asks the parent to navigate (StatusPage). The server answers these
 * paths with status 404 and `frame-ancestors 'none'`, so this shows in a frame only after a
 * client-side navigation within an embed.
 */
import { StatusPage } from '../pages/StatusPage';

/** The 404 of the /embed area. */
export function EmbedNotFoundPage() {
  return (
    <div className="embed-frame">
      <main className="embed-main">
        <StatusPage status={404} />
      </main>
    </div>
  );
}
