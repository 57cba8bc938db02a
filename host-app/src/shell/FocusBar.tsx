/**
 * The bar of the focused first visit (tunnel-vision mode, useTunnelVision.ts): it says why the
 * dashboard looks quiet and offers the way out.
 */
import { Button } from 'react-aria-components';

/** The focus bar, in place of the banners. */
export function FocusBar({ onLeave }: { onLeave: () => void }) {
  return (
    <section className="banner banner-info focus-bar" aria-label="Focused view">
      <p className="banner-text">Focused view: fewer distractions until you open your first report.</p>
      <Button className="button" onPress={onLeave}>
        Show the full dashboard
      </Button>
    </section>
  );
}
