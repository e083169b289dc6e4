import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { PhoneRebinding } from './phone-rebinding';
import { WechatBinding } from './wechat-binding';

/** bindingSet: 手机绑定 (three-step rebinding) and 微信绑定. */
export function BindingPage() {
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        绑定设置
      </Heading>
      <Tabs.Root defaultValue="phone" variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="phone">手机绑定</Tabs.Trigger>
          <Tabs.Trigger value="wechat">微信绑定</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="phone" pt="6">
          <PhoneRebinding />
        </Tabs.Content>
        <Tabs.Content value="wechat" pt="6">
          <WechatBinding />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
