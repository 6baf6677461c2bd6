/**
 * A form's text and select fields written as rows of data, one InputField or SelectField each, bound
 * to a react-hook-form form: a row's `name` is registered and its error shown under the field. A row
 * with `options` is a select; `max` is the input's length limit, said in the hint; a row without an
 * `id` gets `<idPrefix>-<name>`. Everything else
 * (type, autoComplete, required…) goes to the control as given.
 */
import { maxLengthHint } from '@lwl/schemas';
import type { ComponentProps, ReactNode } from 'react';
import { type FieldError, type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { InputField, SelectField } from './input-field.tsx';

interface RowBase<TName extends string> {
  name: TName;
  /** The control's id; `<idPrefix>-<name>` when left out. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
}

type InputRow<TName extends string> = RowBase<TName> &
  Omit<ComponentProps<'input'>, 'id' | 'name' | 'className' | 'children'> & {
    /** A length limit said in the hint (unless the row has its own): the input's maxLength. */
    max?: number;
    options?: undefined;
  };

type SelectRow<TName extends string> = RowBase<TName> &
  Omit<ComponentProps<'select'>, 'id' | 'name' | 'className' | 'children'> & {
    /** The first, empty option's text. */
    placeholder: ReactNode;
    options: readonly string[];
  };

export type FieldRow<TName extends string = string> = InputRow<TName> | SelectRow<TName>;

/** What the rows read of a form: `useForm()` and `useFormContext()` both give it. */
type RowForm<TValues extends FieldValues> = Pick<UseFormReturn<TValues>, 'register' | 'formState'>;

/** A field's error message, by its path in the form. */
function fieldError<TValues extends FieldValues>(
  form: Pick<RowForm<TValues>, 'formState'>,
  name: FieldPath<TValues>,
): string | undefined {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return error?.message;
}

export function FieldRows<TValues extends FieldValues>({
  form,
  rows,
  idPrefix,
}: {
  form: RowForm<TValues>;
  rows: readonly FieldRow<NoInfer<FieldPath<TValues>>>[];
  idPrefix?: string;
}) {
  return rows.map((row) => {
    const bound = {
      id: row.id ?? `${idPrefix}-${row.name}`,
      ...form.register(row.name),
      error: fieldError(form, row.name),
    };
    if (row.options) {
      const { name: _name, ...select } = row;
      return <SelectField key={row.name} {...select} {...bound} />;
    }
    const { name: _name, max, hint, maxLength, ...input } = row;
    return (
      <InputField
        key={row.name}
        {...input}
        hint={hint ?? (max ? maxLengthHint(max) : undefined)}
        maxLength={max ?? maxLength}
        {...bound}
      />
    );
  });
}
