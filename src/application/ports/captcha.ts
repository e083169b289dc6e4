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
  mount(element: HTMLElement, callbacks: CaptchaCallbacks): CaptchaHandle;
}
