import { afterEach, describe, expect, it } from 'vitest';
import { SmartCaptcha } from '../../../src/adapters/captcha/smart-captcha';
import type { CaptchaCallbacks } from '../../../src/application/ports/captcha';
import type { CaptchaProof } from '../../../src/application/ports/auth-gateway';

/**
 * The provider's captcha, used in production whenever VITE_CAPTCHA_APP_KEY is set, against a fake
 * of the provider's widget script: a real <script> the adapter loads, which defines `AWSC` the way
 * the provider's does (`AWSC.use('nc', cb)` hands over `nc.init(options)`, which returns the widget).
 * The fake records every widget it made, so a test can answer as the provider would.
 */
interface FakeWidget {
  options: { renderTo: string; appkey: string; scene: string; success(data: object): void; fail(): void; error(): void };
  resets: number;
}
declare global {
  interface Window {
    fakeCaptcha?: { loads: number; widgets: FakeWidget[] };
  }
}

const FAKE_PROVIDER = `
  window.fakeCaptcha = window.fakeCaptcha || { loads: 0, widgets: [] };
  window.fakeCaptcha.loads += 1;
  window.AWSC = {
    use(name, cb) {
      if (name !== 'nc') throw new Error('unknown product ' + name);
      setTimeout(() => cb({
        init(options) {
          const widget = { options, resets: 0 };
          window.fakeCaptcha.widgets.push(widget);
          document.getElementById(options.renderTo).textContent = 'slide';
          return { reset() { widget.resets += 1; } };
        },
      }));
    },
  };
`;
const scriptUrl = () => URL.createObjectURL(new Blob([FAKE_PROVIDER], { type: 'text/javascript' }));
/** A script address that fails to load (nothing listens on port 9). */
const UNREACHABLE = 'http://127.0.0.1:9/awsc.js';

function callbacks() {
  const seen = { passes: [] as CaptchaProof[], errors: 0 };
  const cb: CaptchaCallbacks = { onSuccess: (pass) => void seen.passes.push(pass), onError: () => void (seen.errors += 1) };
  return { seen, cb };
}

const until = async (condition: () => boolean) => {
  await expect.poll(condition, { timeout: 10_000 }).toBe(true);
};

const mounted: HTMLElement[] = [];
function host() {
  const element = document.createElement('div');
  document.body.append(element);
  mounted.push(element);
  return element;
}
afterEach(() => {
  for (const element of mounted.splice(0)) element.remove();
});

// The adapter loads the provider's script once per page: the failing load comes first.
describe('SmartCaptcha against a fake of the provider', () => {
  it('tells the form when the script does not load, and loads it on the next mount', async () => {
    const failed = callbacks();
    new SmartCaptcha({ scriptUrl: UNREACHABLE, appKey: 'key', scene: 'nc_login' }).mount(host(), failed.cb);
    await until(() => failed.seen.errors === 1);
    expect(failed.seen.passes).toEqual([]);

    // A script that loads but is not the provider's (a captive portal's page, say) fails the same way.
    const wrong = callbacks();
    const notProvider = URL.createObjectURL(new Blob(['window.notTheProvider = true;'], { type: 'text/javascript' }));
    new SmartCaptcha({ scriptUrl: notProvider, appKey: 'key', scene: 'nc_login' }).mount(host(), wrong.cb);
    await until(() => wrong.seen.errors === 1);

    const next = callbacks();
    new SmartCaptcha({ scriptUrl: scriptUrl(), appKey: 'key', scene: 'nc_login' }).mount(host(), next.cb);
    await until(() => (window.fakeCaptcha?.widgets.length ?? 0) === 1);
    expect(next.seen.errors).toBe(0);
  });

  it('renders the widget with the app key and scene, and passes its answer on with the scene', async () => {
    const before = window.fakeCaptcha!.widgets.length;
    const { seen, cb } = callbacks();
    const element = host();
    new SmartCaptcha({ scriptUrl: scriptUrl(), appKey: 'key-2', scene: 'nc_message' }).mount(element, cb);
    await until(() => window.fakeCaptcha!.widgets.length === before + 1);
    const widget = window.fakeCaptcha!.widgets[before];
    expect(widget.options).toMatchObject({ renderTo: element.id, appkey: 'key-2', scene: 'nc_message' });
    expect(element.textContent).toBe('slide');
    widget.options.success({ token: 't', sessionId: 's', sig: 'g' });
    expect(seen.passes).toEqual([{ token: 't', sessionId: 's', sig: 'g', scene: 'nc_message' }]);
    // The script is not loaded again for a second widget.
    expect(window.fakeCaptcha!.loads).toBe(1);
  });

  it('tells the form of a failed or broken check', async () => {
    const before = window.fakeCaptcha!.widgets.length;
    const { seen, cb } = callbacks();
    new SmartCaptcha({ scriptUrl: scriptUrl(), appKey: 'key', scene: 'nc_login' }).mount(host(), cb);
    await until(() => window.fakeCaptcha!.widgets.length === before + 1);
    window.fakeCaptcha!.widgets[before].options.fail();
    window.fakeCaptcha!.widgets[before].options.error();
    expect(seen.errors).toBe(2);
    expect(seen.passes).toEqual([]);
  });

  it('resets its widget, and a widget destroyed before the provider answered is never made', async () => {
    const before = window.fakeCaptcha!.widgets.length;
    const { cb } = callbacks();
    const captcha = new SmartCaptcha({ scriptUrl: scriptUrl(), appKey: 'key', scene: 'nc_login' });
    const live = captcha.mount(host(), cb);
    await until(() => window.fakeCaptcha!.widgets.length === before + 1);
    live.reset();
    live.reset();
    expect(window.fakeCaptcha!.widgets[before].resets).toBe(2);

    const element = host();
    const gone = captcha.mount(element, cb);
    gone.destroy();
    // The provider hands over `nc` in a later task; by then the form has gone.
    const other = captcha.mount(host(), cb);
    await until(() => window.fakeCaptcha!.widgets.length >= before + 2);
    expect(window.fakeCaptcha!.widgets.map((w) => w.options.renderTo)).not.toContain(element.id);
    other.destroy();
  });
});
