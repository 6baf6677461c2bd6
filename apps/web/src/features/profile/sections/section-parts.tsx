/** Pieces every account section shares: its title, the failed and empty states. */
import { type ReactNode, Suspense } from 'react';
import '../../../components/ui/button.css';
import { RetryAlert } from '../../../components/ui/retry-alert.tsx';
import type { useResource } from '../../../session/use-resource.ts';

function SectionTitle({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="section-head">
      <h2 id="profile-section-title">{children}</h2>
      {action}
    </div>
  );
}

function EmptyState({ message }: { message: string }) {
  return (
    <div className="empty-state">
      <span className="empty-state-mark" aria-hidden="true" />
      <p>{message}</p>
    </div>
  );
}

function FailedState({
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
function LoadingState() {
  return <p className="profile-loading">Loading…</p>;
}

/**
 * An account section over a resource machine: the title, then the failed state (with Try again), the
 * empty message, the content, or the loading line while there is no content yet (`children` null).
 */
export function ResourceSection<TData>({
  title,
  failedWhat,
  emptyMessage,
  resource: [snapshot, send],
  children,
}: {
  title: string;
  /** What a failed load says could not be loaded. */
  failedWhat: string;
  /** Said when the resource is empty; a resource that is never empty has none. */
  emptyMessage?: string;
  resource: ReturnType<typeof useResource<TData>>;
  children: ReactNode;
}) {
  return (
    <>
      <SectionTitle>{title}</SectionTitle>
      {snapshot.matches('failed') ? (
        <FailedState
          what={failedWhat}
          message={snapshot.context.errorMessage}
          onRetry={() => send({ type: 'retry' })}
        />
      ) : emptyMessage && snapshot.matches('empty') ? (
        <EmptyState message={emptyMessage} />
      ) : (
        (children ?? <LoadingState />)
      )}
    </>
  );
}

/**
 * A card of the account details: its heading beside its action (the Edit toggle), then the form while
 * editing (loaded on demand, the loading line meanwhile) or the values.
 */
export function ProfileCard({
  titleId,
  title,
  action,
  editing,
  form,
  children,
}: {
  titleId: string;
  title: string;
  action: ReactNode;
  editing: boolean;
  form: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="profile-card card" aria-labelledby={titleId}>
      <div className="profile-card-head">
        <h3 id={titleId}>{title}</h3>
        {action}
      </div>
      {editing ? <Suspense fallback={<LoadingState />}>{form}</Suspense> : children}
    </section>
  );
}
