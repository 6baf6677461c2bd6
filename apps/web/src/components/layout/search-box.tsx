/** A search box: Enter goes to /globalSearch?search={term} (in the header and on the dashboard). */
import { useId } from 'react';
import { useSearchSubmit } from '../../lib/use-search-submit.ts';
import { SearchInput } from '../ui/search-input.tsx';
import './search-box.css';

export function SearchBox({ label, variant = 'compact' }: { label: string; variant?: 'compact' | 'large' }) {
  const { term, setTerm, onSubmit } = useSearchSubmit();
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <form role="search"> is the widely supported search landmark
    <form role="search" className={`search-box search-box-${variant}`} onSubmit={onSubmit}>
      <svg className="search-box-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <SearchInput
        id={id}
        label={label}
        className="search-box-input"
        placeholder="Search events, mentors, members"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        enterKeyHint="search"
      />
    </form>
  );
}
