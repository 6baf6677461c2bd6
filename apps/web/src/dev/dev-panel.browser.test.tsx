import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Modal } from '../components/ui/modal.tsx';
import { env } from '../lib/env.ts';
import { fakeApi } from '../testing/fake-api.ts';
import DevPanel from './dev-panel.tsx';

function Page({ dialog = false }: { dialog?: boolean }) {
  return (
    <>
      <div className="container">
        <h1>Order summary</h1>
        <p>Page text at the start of the line.</p>
      </div>
      <Modal open={dialog} onClose={() => {}} title="Personal Details" className="dialog-content">
        <p>Dialog text</p>
      </Modal>
      <DevPanel />
    </>
  );
}

describe("the development panel's tab", () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    test(`sits in the page's side padding at ${width} px, clear of its content`, async () => {
      await page.viewport(width, height);
      await render(<Page />);
      const tab = page.getByRole('button', { name: 'Dev' });
      await expect.element(tab).toBeVisible();
      const box = tab.element().getBoundingClientRect();
      for (const text of ['Order summary', 'Page text at the start of the line.']) {
        const content = page.getByText(text).element().getBoundingClientRect();
        expect(box.right).toBeLessThanOrEqual(content.left);
      }
      expect(box.width).toBeLessThanOrEqual(16);
    });
  }

  test('stays under an open dialog, which covers it', async () => {
    await page.viewport(390, 844);
    await render(<Page dialog />);
    await expect.element(page.getByRole('dialog', { name: 'Personal Details' })).toBeVisible();
    const tab = document.querySelector<HTMLElement>('.dev-panel-toggle');
    const box = tab?.getBoundingClientRect();
    expect(box).toBeDefined();
    const top = document.elementFromPoint((box?.left ?? 0) + 4, (box?.top ?? 0) + 4);
    expect(top).not.toBe(tab);
    expect(tab?.contains(top)).toBe(false);
  });
});

test("the development panel links to the mock's mailbox on the API origin the build uses", async () => {
  fakeApi();
  await render(<DevPanel />);
  await page.getByRole('button', { name: 'Dev' }).click();
  const mailbox = page.getByRole('link', { name: 'Mailbox' });
  await expect.element(mailbox).toHaveAttribute('href', `${env.apiOrigin}/__mock/mailbox`);
  await expect.element(mailbox).toHaveAttribute('target', '_blank');
});
