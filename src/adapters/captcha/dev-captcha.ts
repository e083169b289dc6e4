import type { Captcha, CaptchaCallbacks } from '../../application/ports/captcha';

export const DEV_CAPTCHA_LABEL = '点击进行智能验证';
export const DEV_CAPTCHA_PASSED = '验证通过';

/**
 * Stand-in for the smart captcha in development and tests: one click passes (see the
 * UI glossary). It renders plain DOM so it behaves like the provider's widget.
 */
export class DevCaptcha implements Captcha {
  readonly placeholder = DEV_CAPTCHA_LABEL;

  mount(element: HTMLElement, callbacks: CaptchaCallbacks) {
    const render = () => {
      element.replaceChildren();
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = DEV_CAPTCHA_LABEL;
      button.className = 'dev-captcha';
      button.addEventListener('click', () => {
        const status = document.createElement('span');
        status.setAttribute('role', 'status');
        status.className = 'dev-captcha dev-captcha--passed';
        status.textContent = DEV_CAPTCHA_PASSED;
        element.replaceChildren(status);
        callbacks.onSuccess({ token: `dev-${Date.now()}`, sessionId: 'dev-session', sig: 'dev-sig', scene: 'nc_message' });
      });
      element.append(button);
    };
    render();
    return { reset: render, destroy: () => element.replaceChildren() };
  }
}
