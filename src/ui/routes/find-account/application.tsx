import { Button, List, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { AuthLayout } from '../../features/sign-in/auth-layout';

/** How account retrieval works, then the way to the application form. */
export default function FindAccountApplicationPage() {
  return (
    <AuthLayout title="找回账号">
      <Stack gap="4">
        <Text color="gray.700">忘记了公司的登录账号？提交找回申请后，平台将核实您的企业信息并与您联系。</Text>
        <List.Root as="ol" ps="5" gap="2" color="gray.700" fontSize="sm">
          <List.Item>填写公司名称、联系人和手机号，并完成短信验证；</List.Item>
          <List.Item>上传公司营业执照照片，用于核实企业身份；</List.Item>
          <List.Item>平台在 1-3 个工作日内审核，并通过您留下的手机号告知账号信息。</List.Item>
        </List.Root>
        <Button asChild colorPalette="blue" size="lg">
          <Link to="/find-account/form">申请找回账号</Link>
        </Button>
        <Link to="/login" className="text-link">
          返回登录
        </Link>
      </Stack>
    </AuthLayout>
  );
}
