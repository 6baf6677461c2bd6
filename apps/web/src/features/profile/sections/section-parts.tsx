/** Pieces every account section shares: its title, the failed and empty states. */
import type { ReactNode } from 'react';
import '../../../components/ui/button.css';

export function SectionTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="section-head">
      <h2 id="profile-section-title">{children}</h2>
      {action}
    </div>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <div className="empty-state">
      <span className="empty-state-mark" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

export function FailedState({ message, onRetry }: { message: string | null; onRetry: () => void }) {
  return (
    <div className="empty-state" role="alert">
      <p>{message ?? 'This list could not be loaded.'}</p>
      <button type="button" className="btn btn-secondary btn-sm" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** Shown while the first load runs (the loader overlay covers the page meanwhile). */
export function LoadingState() {
  return <p className="profile-loading">Loading…</p>;
}
