/**
 * A radio or checkbox group: a fieldset whose legend is the question, with the hint and error linked
 * through `aria-describedby` the way the shared form-field wrapper links a single control's.
 */
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface ChoiceGroupProps {
  id: string;
  legend: ReactNode;
  type: 'radio' | 'checkbox';
  options: readonly string[];
  registration: UseFormRegisterReturn;
  hint?: string | undefined;
  error?: string | undefined;
}

export function ChoiceGroup({ id, legend, type, options, registration, hint, error }: ChoiceGroupProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="choice-group" aria-describedby={describedBy || undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="choice-options">
        {options.map((option, index) => (
          <label key={option} className="choice-option" htmlFor={`${id}-${index}`}>
            <input
              {...registration}
              id={`${id}-${index}`}
              type={type}
              value={option}
              className={type === 'checkbox' ? 'checkbox' : 'radio'}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="fine-print-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
