import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ExitLink, SignInExitsProvider, type SignInExits } from '../../../src/ui/features/sign-in/sign-in-exits';

function renderLink() {
  const exits: SignInExits = { go: vi.fn(), prepare: vi.fn() };
  render(
    <SignInExitsProvider exits={exits}>
      <ExitLink to="/register">注册</ExitLink>
    </SignInExitsProvider>,
  );
  return { exits, link: screen.getByRole('link', { name: '注册' }) };
}

describe("the sign-in screen's links, with or without the router", () => {
  it('is a real link to its path, followed in the page through the exits', () => {
    const { exits, link } = renderLink();
    expect(link.getAttribute('href')).toBe('/register');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(exits.go).toHaveBeenCalledWith('/register');
  });

  it('leaves a new tab or window to the browser (a modifier key, the middle button)', () => {
    const { exits, link } = renderLink();
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      link.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    expect(exits.go).not.toHaveBeenCalled();
  });

  it('prepares its destination when the pointer is over it or the focus on it', () => {
    const { exits, link } = renderLink();
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    expect(exits.prepare).toHaveBeenCalledTimes(2);
    expect(exits.prepare).toHaveBeenCalledWith('/register');
  });

  it('needs the exits of the screen it is on', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ExitLink to="/register">注册</ExitLink>)).toThrow(/SignInExitsProvider/);
    vi.mocked(console.error).mockRestore();
  });
});
