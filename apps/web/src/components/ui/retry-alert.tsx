/**
 * A load that failed (docs/product-rules.md "Loading, empty, failed"): what could not be loaded, the
 * reason when the page has one, and 'Try again', which sends the page's machine its retry event.
 * Announced as an alert; the rest of the page stays as it was.
 */
import { TRY_AGAIN } from '@lwl/schemas';
import type { ReactNode } from 'react';
import './button.css';
import './retry-alert.css';

export function RetryAlert({
  what,
  detail,
  onRetry,
  className,
}: {
  /** What could not be loaded ('This event could not be loaded.'). */
  what: string;
  /** The reason, e.g. the specs' 'Something went wrong,Please try again.'; omitted when null. */
  detail?: ReactNode;
  onRetry: () => void;
  /** Where the page places it (margins); the look is the alert's own. */
  className?: string;
}) {
  return (
    <div className={className ? `retry-alert ${className}` : 'retry-alert'} role="alert">
      <div className="retry-alert-text">
        <p className="retry-alert-what">{what}</p>
        {detail ? <p className="retry-alert-detail">{detail}</p> : null}
      </div>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
        {TRY_AGAIN}
      </button>
    </div>
  );
}
