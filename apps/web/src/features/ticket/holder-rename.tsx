/**
 * The buyer's "Correct the name" under one ticket: a button that opens a labelled field with Save and
 * Cancel. The rule (a name is required, the server's refusal after the start) is the holder-name
 * machine's; this only shows its answer and error, the error tied to the field.
 */
import { attendeeMessages, maxLengthHint, TEXT_MAX, ticketTexts } from '@lwl/schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { InputField } from '../../components/ui/input-field.tsx';

export function HolderRename({
  label,
  current,
  busy,
  error,
  answer,
  onSave,
}: {
  label: string;
  current: string;
  busy: boolean;
  /** This ticket's last refusal, if any. */
  error: string | null;
  /** This ticket's last answer, if any. */
  answer: string | null;
  onSave: (name: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(current);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  // A saved name closes the form; the answer is said where the button was.
  useEffect(() => {
    if (answer !== null && !busy) setOpen(false);
  }, [answer, busy]);
  if (!open) {
    return (
      <div className="holder-rename">
        <button
          ref={opener}
          type="button"
          className="btn btn-secondary btn-sm"
          aria-label={ticketTexts.correctNameFor(label)}
          onClick={() => {
            setName(current);
            setOpen(true);
          }}
        >
          {ticketTexts.correctName}
        </button>
        {answer ? (
          <p className="fine-print-xs" role="status">
            {answer}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <form
      className="holder-rename form-stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave(name);
      }}
    >
      <InputField
        ref={input}
        id={`${id}-name`}
        label={`${attendeeMessages.nameLabel} (${label})`}
        hint={maxLengthHint(TEXT_MAX.fullName)}
        error={error ?? undefined}
        value={name}
        maxLength={TEXT_MAX.fullName}
        onChange={(e) => setName(e.target.value)}
        autoComplete="off"
      />
      <div className="holder-rename-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy}>
          {busy ? ticketTexts.savingName : ticketTexts.saveName}
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => setOpen(false)}>
          {ticketTexts.cancel}
        </button>
      </div>
    </form>
  );
}
