/**
 * An account section listing the member's purchases from a resource machine: the title, then the
 * failed state, the empty message, the list or the loading line.
 */
import type { ReactNode } from 'react';
import type { useResource } from '../../../session/use-resource.ts';
import { EmptyState, FailedState, LoadingState, SectionTitle } from './section-parts.tsx';

export interface AccountListSectionProps<TItem> {
  title: string;
  /** What a failed load says could not be loaded. */
  failedWhat: string;
  resource: ReturnType<typeof useResource<TItem[]>>;
  emptyMessage: string;
  /** One `<li>` (with its key) per item. */
  renderItem: (item: TItem, index: number) => ReactNode;
}

export function AccountListSection<TItem>({
  title,
  failedWhat,
  resource: [snapshot, send],
  emptyMessage,
  renderItem,
}: AccountListSectionProps<TItem>) {
  const items = snapshot.context.data ?? [];
  return (
    <>
      <SectionTitle>{title}</SectionTitle>
      {snapshot.matches('failed') ? (
        <FailedState
          what={failedWhat}
          message={snapshot.context.errorMessage}
          onRetry={() => send({ type: 'retry' })}
        />
      ) : snapshot.matches('empty') ? (
        <EmptyState message={emptyMessage} />
      ) : items.length > 0 ? (
        <ul className="purchase-list">{items.map(renderItem)}</ul>
      ) : (
        <LoadingState />
      )}
    </>
  );
}
