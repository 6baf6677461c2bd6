/** The end of a receipt: what happens next for its kind (the words: `nextStepOf` in `@lwl/schemas`). */
import { nextStepOf, type Receipt } from '@lwl/schemas';
import { useId } from 'react';

export function ReceiptNextStep({ receipt, hasInvoice }: { receipt: Receipt; hasInvoice: boolean }) {
  const id = useId();
  const step = nextStepOf(receipt, hasInvoice);
  return (
    <section className="receipt-next-step" aria-labelledby={id}>
      <h3 id={id}>{step.title}</h3>
      {step.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </section>
  );
}
