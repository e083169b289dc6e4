import type { CaptchaProof } from './auth-gateway';

export interface CaptchaHandle {
  reset(): void;
  destroy(): void;
}

export interface CaptchaCallbacks {
  onSuccess(proof: CaptchaProof): void;
  onError(): void;
}

/** Smart (no-puzzle) captcha widget: mounted into an element the screen owns. */
export interface Captcha {
  /**
   * What the widget's place shows until the widget is there (drawn with the screen's HTML, so a
   * prerendered screen has its full size and text before any script has run).
   */
  readonly placeholder: string;
  mount(element: HTMLElement, callbacks: CaptchaCallbacks): CaptchaHandle;
}
