/** One question of the application form, drawn by its kind (text, choice groups, select, file). */
import { type ApplicationField, type ApplicationFormValues, PHOTO_MIME_TYPES } from '@lwl/schemas';
import { useFormContext } from 'react-hook-form';
import { RequiredLabel } from '../../components/ui/field-label.tsx';
import { InputField, SelectField, TextareaField } from '../../components/ui/input-field.tsx';
import { APPLICATION_QUESTIONS, type Question } from './application-questions.ts';
import { ChoiceGroup } from './choice-group.tsx';

function questionLabel(question: Question) {
  const required = 'required' in question && question.required === true;
  return required || question.marked ? <RequiredLabel text={question.label} /> : question.label;
}

export function ApplicationQuestion({ name }: { name: ApplicationField }) {
  const { register, trigger, formState } = useFormContext<ApplicationFormValues>();
  const question: Question = APPLICATION_QUESTIONS[name];
  const id = `application-${name}`;
  const error = formState.errors[name]?.message;
  const label = questionLabel(question);
  const wide = question.kind === 'textarea' || question.kind === 'radio' || question.kind === 'checkboxes';
  const className = wide ? 'span-2' : undefined;
  const field = { id, label, hint: question.hint, error, className };

  switch (question.kind) {
    case 'radio':
    case 'checkboxes':
      return (
        <div className={className}>
          <ChoiceGroup
            id={id}
            legend={label}
            type={question.kind === 'radio' ? 'radio' : 'checkbox'}
            options={question.options}
            registration={register(name)}
            hint={question.hint}
            error={error}
          />
        </div>
      );
    case 'select':
      return (
        <SelectField
          {...field}
          {...register(name)}
          placeholder="Select an option"
          options={question.options}
        />
      );
    case 'textarea':
      return <TextareaField {...field} {...register(name)} autoComplete={question.autoComplete} />;
    case 'file':
      return (
        <InputField
          {...field}
          className="span-2"
          {...register(name, { onChange: () => void trigger(name) })}
          type="file"
          accept={PHOTO_MIME_TYPES.join(',')}
        />
      );
    default:
      return (
        <InputField
          {...field}
          {...register(name)}
          type={question.kind}
          required={question.required}
          aria-required={question.required}
          autoComplete={question.autoComplete}
        />
      );
  }
}
