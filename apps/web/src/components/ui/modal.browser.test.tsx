import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Modal } from './modal.tsx';

const noop = () => {};

describe('Modal', () => {
  test('a form dialog opens with the focus on its first field, not on Close', async () => {
    render(
      <Modal open onClose={noop} title="Details" className="test-dialog">
        <input type="hidden" name="token" value="t" />
        <label>
          Disabled <input disabled />
        </label>
        <label>
          Name <input />
        </label>
        <label>
          Notes <textarea />
        </label>
      </Modal>,
    );
    const dialog = page.getByRole('dialog', { name: 'Details' });
    await expect.element(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus();
  });

  test('a dialog without a field keeps the focus on its first control', async () => {
    render(
      <Modal open onClose={noop} title="Offer" className="test-dialog">
        <p>No fields here.</p>
        <button type="button">Copy code</button>
      </Modal>,
    );
    const dialog = page.getByRole('dialog', { name: 'Offer' });
    await expect.element(dialog.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
