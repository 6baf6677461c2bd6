/**
 * The one form-field wrapper of every form: label, control, an optional hint and the error in red
 * under the field. The control gets `id`, `aria-invalid` and `aria-describedby` (error and hint).
 */
import type { ReactNode } from 'react';
import './form-field.css';

interface ControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** 'inline' puts the label after the control (checkboxes). */
  layout?: 'stacked' | 'inline';
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export function FormField({
  id,
  label,
  error,
  hint,
  layout = 'stacked',
  className,
  children,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const control = children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy });
  const classes = ['field', `field-${layout}`, error ? 'field-has-error' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      {layout === 'inline' ? (
        <div className="field-inline-row">
          {control}
          <label htmlFor={id} className="field-label">
            {label}
          </label>
        </div>
      ) : (
        <>
          <label htmlFor={id} className="field-label">
            {label}
          </label>
          {control}
        </>
      )}
      {hint ? (
        <p id={hintId} className="fine-print-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
