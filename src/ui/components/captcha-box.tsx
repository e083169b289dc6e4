import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { Box } from '@chakra-ui/react';
import { TOKENS } from '../../application/tokens';
import type { CaptchaProof } from '../../application/ports/auth-gateway';
import { useService } from '../app/container-context';

export interface CaptchaBoxHandle {
  reset(): void;
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
  latest.current = onChange;

  useEffect(() => {
    if (!host.current) return;
    widget.current = captcha.mount(host.current, {
      onSuccess: (proof) => latest.current(proof),
      onError: () => latest.current(null),
    });
    return () => widget.current?.destroy();
  }, [captcha]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      latest.current(null);
      widget.current?.reset();
    },
  }));

  return <Box ref={host} minH="10" aria-label="智能验证" role="group" />;
}
