import type { Captcha, CaptchaCallbacks } from '../../application/ports/captcha';

interface SmartCaptchaWidget {
  reset(): void;
}
interface SmartCaptchaGlobal {
  use(name: 'nc', cb: (nc: { init: (opts: Record<string, unknown>) => SmartCaptchaWidget }) => void): void;
}
declare global {
  interface Window {
    AWSC?: SmartCaptchaGlobal;
  }
}

export interface SmartCaptchaConfig {
  scriptUrl: string;
  appKey: string;
  scene: string;
}

let loading: Promise<SmartCaptchaGlobal> | null = null;
function loadScript(url: string): Promise<SmartCaptchaGlobal> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    // A failed load is tried again by the next widget: `loading` is forgotten.
    const fail = (reason: string) => {
      loading = null;
      script.remove();
      reject(new Error(reason));
    };
    script.onload = () => (window.AWSC ? resolve(window.AWSC) : fail('captcha script loaded without AWSC'));
    script.onerror = () => fail('captcha script failed to load');
    document.head.append(script);
  });
  return loading;
}

/** The provider's no-puzzle widget, loaded only when a form that needs it is shown. */
export class SmartCaptcha implements Captcha {
  readonly placeholder = '智能验证加载中…';

  constructor(private readonly config: SmartCaptchaConfig) {}

  mount(element: HTMLElement, callbacks: CaptchaCallbacks) {
    let widget: SmartCaptchaWidget | null = null;
    let destroyed = false;
    const id = `captcha-${Math.random().toString(36).slice(2)}`;
    element.id = id;
    loadScript(this.config.scriptUrl)
      .then((awsc) =>
        awsc.use('nc', (nc) => {
          if (destroyed) return;
          widget = nc.init({
            renderTo: id,
            appkey: this.config.appKey,
            scene: this.config.scene,
            success: (data: { token: string; sessionId: string; sig: string }) =>
              callbacks.onSuccess({ ...data, scene: this.config.scene }),
            fail: () => callbacks.onError(),
            error: () => callbacks.onError(),
          });
        }),
      )
      .catch(() => callbacks.onError());
    return {
      reset: () => widget?.reset(),
      destroy: () => {
        destroyed = true;
        element.replaceChildren();
      },
    };
  }
}
