/** A `<dl>` of term and value pairs, each pair in its own `<div>` so that CSS can lay the pairs out. */
import type { ReactNode } from 'react';

export interface Term {
  term: string;
  value: ReactNode;
}

export function TermList({
  items,
  className,
  itemClassName,
}: {
  items: readonly (Term | null)[];
  className?: string;
  itemClassName?: string;
}) {
  return (
    <dl className={className}>
      {items.map((item) =>
        item ? (
          <div key={item.term} className={itemClassName}>
            <dt>{item.term}</dt>
            <dd>{item.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
