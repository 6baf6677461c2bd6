/** A search box: Enter goes to /globalSearch?search={term} (platform.md §2 Header, dashboard). */
import { globalSearchPath } from '@lwl/schemas';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import './search-box.css';

export function SearchBox({ label, variant = 'compact' }: { label: string; variant?: 'compact' | 'large' }) {
  const [term, setTerm] = useState('');
  const navigate = useNavigate();
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed !== '') navigate(globalSearchPath(trimmed));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: <form role="search"> is the widely supported search landmark
    <form role="search" className={`search-box search-box-${variant}`} onSubmit={onSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <svg className="search-box-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        className="search-box-input"
        placeholder="Search events, mentors, members"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        enterKeyHint="search"
      />
    </form>
  );
}
