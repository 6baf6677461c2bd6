/** The next step that ends a confirmation e-mail (its words: `nextStepOf` and the kinds' modules in `@lwl/schemas`). */
import type { NextStep } from '@lwl/schemas';
import { html, type SafeHtml } from './html.ts';
import { heading, paragraph } from './layout.ts';

export const nextStepText = (step: NextStep): string => [step.title, ...step.lines].join('\n');

export const nextStepHtml = (step: NextStep): SafeHtml =>
  html`${heading(step.title)}${step.lines.map((line) => paragraph(line))}`;
