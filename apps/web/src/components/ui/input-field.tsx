/**
 * The commonest FormField controls, so a form writes one element per field: a text input, a textarea
 * and a select of plain string options. Everything else (the `register` result, type,
 * autoComplete…) goes to the control as given.
 */
import type { ComponentProps, ReactNode } from 'react';
import { FormField, type FormFieldProps } from './form-field.tsx';
import { Options } from './options.tsx';

type FieldProps = Pick<FormFieldProps, 'id' | 'label' | 'error' | 'hint' | 'className'>;

/** The FormField's own props, and the rest for the control. */
function splitField<TProps extends FieldProps>({ id, label, error, hint, className, ...control }: TProps) {
  return [{ id, label, error, hint, className }, control] as const;
}

export function InputField(props: FieldProps & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  const [field, input] = splitField(props);
  return <FormField {...field}>{(control) => <input {...control} {...input} className="input" />}</FormField>;
}

/** A free-text answer, four rows high. */
export function TextareaField(props: FieldProps & Omit<ComponentProps<'textarea'>, 'id' | 'className'>) {
  const [field, textarea] = splitField(props);
  return (
    <FormField {...field}>
      {(control) => <textarea {...control} rows={4} {...textarea} className="input" />}
    </FormField>
  );
}

export function SelectField(
  props: FieldProps &
    Omit<ComponentProps<'select'>, 'id' | 'className' | 'children'> & {
      /** The first, empty option's text. */
      placeholder: ReactNode;
      options: readonly string[];
    },
) {
  const [field, { placeholder, options, ...select }] = splitField(props);
  return (
    <FormField {...field}>
      {(control) => (
        <select {...control} {...select} className="select">
          <option value="">{placeholder}</option>
          <Options values={options} />
        </select>
      )}
    </FormField>
  );
}
