import { expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from '@testing-library/react';
it('runs in chromium', async () => {
  expect(navigator.userAgent).toContain('Chrome');
  render(<div contentEditable aria-label="x" role="textbox" />);
  await userEvent.click(page.getByRole('textbox'));
  await userEvent.keyboard('hello');
  expect(document.querySelector('[aria-label=x]')!.textContent).toBe('hello');
});
