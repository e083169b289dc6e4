import { Heading, Stack, Tabs } from '@chakra-ui/react';
import { QuickChangeForm } from './quick-change-form';
import { NormalChangeForm } from './normal-change-form';

/** changePwd: 快捷修改 (SMS to the bound phone) and 普通修改 (current password); both stay mounted so typing survives a tab switch. */
export function ChangePasswordPage() {
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        修改密码
      </Heading>
      <Tabs.Root defaultValue="quick" variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="quick">快捷修改</Tabs.Trigger>
          <Tabs.Trigger value="normal">普通修改</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="quick" pt="6">
          <QuickChangeForm />
        </Tabs.Content>
        <Tabs.Content value="normal" pt="6">
          <NormalChangeForm />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
