/** A summary tab whose data failed to load: what happened and a Retry, in place of its cards. */
import { Button } from 'react-aria-components';

/** The failure panel of a summary tab. */
export function SummaryFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="cc-ov-overview cc-ov-error" role="alert">
      <p>{message}</p>
      <Button className="cc-ov-button" onPress={onRetry}>
        Retry
      </Button>
    </div>
  );
}
