/** A search field's text and its submit: a non-blank term goes to /globalSearch?search={term}. */
import { globalSearchPath } from '@lwl/schemas';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';

export function useSearchSubmit(initial = '') {
  const [term, setTerm] = useState(initial);
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed !== '') navigate(globalSearchPath(trimmed));
  };
  return { term, setTerm, onSubmit };
}
