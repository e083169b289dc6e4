import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import type { Captcha, CaptchaHandle } from '../../../src/application/ports/captcha';
import { TOKENS } from '../../../src/application/tokens';
import { ContainerProvider } from '../../../src/ui/platform/container-context';
import { appSystem } from '../../../src/ui/app/app-system';
import { CaptchaBox } from '../../../src/ui/components/captcha-box';
import { renderWithApp, testContainer } from '../test-app';

/** A provider whose widget has not arrived yet (its script is still loading). */
class LoadingCaptcha implements Captcha {
  readonly placeholder = '智能验证加载中…';
  mounts = 0;
  mount(): CaptchaHandle {
    this.mounts += 1;
    return { reset() {}, destroy() {} };
  }
}

describe('CaptchaBox', () => {
  it("draws the widget's place with the provider's placeholder before any script runs (prerendered HTML)", () => {
    const app = testContainer();
    const html = renderToString(
      <ChakraProvider value={appSystem}>
        <ContainerProvider container={app.container}>
          <CaptchaBox onChange={() => {}} />
        </ContainerProvider>
      </ChakraProvider>,
    );
    expect(html).toMatch(/<div aria-hidden="true" class="captcha-pending[^"]*">点击进行智能验证<\/div>/);
    expect(html).toContain('aria-label="智能验证"');
  });

  it('replaces the placeholder with the mounted widget, which alone is a control', () => {
    renderWithApp(<CaptchaBox onChange={() => {}} />);
    expect(document.querySelector('.captcha-pending')).toBeNull();
    expect(screen.getAllByText('点击进行智能验证')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '点击进行智能验证' })).toBeTruthy();
  });

  it("keeps the placeholder out of the accessibility tree and shows the provider's own text", () => {
    const app = testContainer();
    const captcha = new LoadingCaptcha();
    app.container.rebind(TOKENS.Captcha).toConstantValue(captcha);
    renderWithApp(<CaptchaBox onChange={() => {}} />, app);
    expect(captcha.mounts).toBe(1);
    // mounted: the provider fills its host itself, later; nothing of ours is left in its place
    expect(screen.queryByText('智能验证加载中…')).toBeNull();
    expect(screen.getByRole('group', { name: '智能验证' })).toBeTruthy();
  });
});
