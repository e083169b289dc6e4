import { type Ref, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { TOKENS } from '../../application/tokens';
import type { CaptchaProof } from '../../application/ports/auth-gateway';
import { useService } from '../platform/container-context';

export interface CaptchaBoxHandle {
  reset(): void;
}

/**
 * The widget replaces what was clicked once it passes, and focus fell to the page: it goes to the
 * next action after the captcha (获取验证码), else the next control (issue 59).
 */
function focusAfterCaptcha(host: HTMLElement) {
  if (document.activeElement && document.activeElement !== document.body) return;
  const scope = host.closest('form') ?? document.body;
  const after = (el: Element) => Boolean(host.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) && !host.contains(el);
  const candidates = (selector: string) => [...scope.querySelectorAll<HTMLElement>(selector)].filter(after);
  const target = candidates('button[type="button"]:not([disabled])')[0] ?? candidates('input:not([disabled]), button:not([disabled])')[0];
  target?.focus();
}

/**
 * A form's captcha: the proof it last gave (null until it passes and after a reset), `reset()`
 * for the SMS countdown to call once a code went out, and `box`, the props of its <CaptchaBox>.
 */
export function useCaptcha() {
  const ref = useRef<CaptchaBoxHandle>(null);
  const [proof, setProof] = useState<CaptchaProof | null>(null);
  const reset = useCallback(() => ref.current?.reset(), []);
  return { proof, reset, box: { ref, onChange: setProof } };
}

/** Hosts the Captcha port's widget (the provider's in production, the click stand-in here). */
export function CaptchaBox({
  onChange,
  ref,
}: {
  onChange: (proof: CaptchaProof | null) => void;
  ref?: Ref<CaptchaBoxHandle>;
}) {
  const captcha = useService(TOKENS.Captcha);
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<{ reset(): void; destroy(): void } | null>(null);
  const latest = useRef(onChange);
  // The latest value for the effects and handlers, written once the render is committed.
  useLayoutEffect(() => {
    latest.current = onChange;
  });
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    if (!host.current) return;
    widget.current = captcha.mount(host.current, {
      onSuccess: (proof) => {
        latest.current(proof);
        if (host.current) focusAfterCaptcha(host.current);
      },
      onError: () => latest.current(null),
    });
    setMounted(true);
    return () => widget.current?.destroy();
  }, [captcha]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      latest.current(null);
      widget.current?.reset();
    },
  }));

  // The widget owns its host's children; the placeholder is a sibling in the same grid cell, so
  // the widget and the placeholder take the same place and nothing moves when one replaces the other.
  return (
    <Box display="grid" minH="10" aria-label="智能验证" role="group">
      {!mounted && (
        <Box aria-hidden className="captcha-pending" gridArea="1 / 1">
          {captcha.placeholder}
        </Box>
      )}
      <Box ref={host} gridArea="1 / 1" />
    </Box>
  );
}
