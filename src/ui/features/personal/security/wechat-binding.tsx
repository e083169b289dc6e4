import { useState } from 'react';
import { Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TOKENS } from '../../../../application/tokens';
import { LoadWechatBinding } from '../../../../application/security/wechat-binding';
import { UnbindWechat } from '../../../../application/security/unbind-wechat';
import { WECHAT_MESSAGES } from '../../../../domain/security/wechat';
import { useService } from '../../../platform/container-context';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { loadedAnswer } from './loaded-answer';

const KEY = ['security', 'wechat'] as const;

/** 微信绑定: the bound nickname with 解绑 (asked first), or the official account's QR code to scan. */
export function WechatBinding() {
  const load = useService(LoadWechatBinding);
  const unbind = useService(UnbindWechat);
  const notifier = useService(TOKENS.Notifier);
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  // The Result is the data: a refusal has been shown by the request layer and leaves a retry.
  const query = useQuery({ queryKey: KEY, queryFn: () => load.execute().catch(() => null) });

  // Pending until the binding is read again, so 解绑 stays busy until the QR code replaces it.
  const unbinding = useMutation({
    mutationFn: () => unbind.execute(),
    onSuccess: async (result) => {
      if (!result.ok) return;
      notifier.success(WECHAT_MESSAGES.unbound);
      await client.invalidateQueries({ queryKey: KEY });
    },
  });

  // The confirm is one-shot (ConfirmDialog): a double click sends one DELETE.
  const confirmUnbind = async () => {
    await unbinding.mutateAsync().catch(() => undefined);
    setAsking(false);
  };

  const loaded = loadedAnswer(query, { h: '40', maxW: 'sm' });
  if ('fallback' in loaded) return loaded.fallback;
  const state = loaded.value;
  if (state.kind === 'bound')
    return (
      <HStack gap="4">
        <Text>
          已绑定微信：<strong>{state.nickname}</strong>
        </Text>
        <Button variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
          解绑
        </Button>
        <ConfirmDialog open={asking} onConfirm={confirmUnbind} onCancel={() => setAsking(false)}>
          {WECHAT_MESSAGES.unbindQuestion}
        </ConfirmDialog>
      </HStack>
    );
  return (
    <Stack gap="3" align="start">
      <Image src={state.qrCode} alt="微信公众号二维码" w="44" h="44" borderWidth="1px" rounded="md" />
      <Text color="gray.700">未绑定微信，请使用微信扫描二维码，关注公众号完成绑定</Text>
    </Stack>
  );
}
