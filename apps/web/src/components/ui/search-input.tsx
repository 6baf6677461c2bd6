/** A search input with its label read to screen readers only; the placeholder shows the label's words unless given. */
import type { ComponentProps } from 'react';

export function SearchInput({
  id,
  label,
  placeholder = label,
  ...input
}: { id: string; label: string } & Omit<ComponentProps<'input'>, 'id' | 'type'>) {
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input id={id} type="search" placeholder={placeholder} {...input} />
    </>
  );
}
