/** Pieces every account section shares: its title, the failed and empty states. */
import type { ReactNode } from 'react';
import '../../../components/ui/button.css';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';

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

export function FailedState({
  what,
  message,
  onRetry,
}: {
  what: string;
  message: string | null;
  onRetry: () => void;
}) {
  return <RetryAlert what={what} detail={message} onRetry={onRetry} />;
}

/** Shown while the first load runs (the loader overlay covers the page meanwhile). */
export function LoadingState() {
  return <p className="profile-loading">Loading…</p>;
}
