/** What could not be loaded, and a way to ask again: announced as an alert. */
import type { ReactNode } from 'react';
import './button.css';

export function RetryAlert({
  message,
  onRetry,
  className = 'state-note',
}: {
  message: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
