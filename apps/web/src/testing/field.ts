/** A field's message as a person and a screen reader meet it: the field is invalid and described by it. */
import { expect } from 'vitest';
import type { Locator } from 'vitest/browser';

export async function expectFieldError(field: Locator, message: string): Promise<void> {
  await expect.element(field).toHaveAttribute('aria-invalid', 'true');
  await expect.element(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

export async function expectFieldValid(field: Locator): Promise<void> {
  await expect.element(field).not.toHaveAttribute('aria-invalid');
}
