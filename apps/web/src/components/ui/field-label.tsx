/** A field label with the visual mark of a required field (the control carries `aria-required`). */
export function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text}
      <span className="required-mark" aria-hidden="true">
        {' '}
        *
      </span>
    </>
  );
}
