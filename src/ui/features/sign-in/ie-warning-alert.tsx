import { Alert } from '@chakra-ui/react';

export function IeWarningAlert() {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Title>当前浏览器版本过低，部分功能无法正常使用，请使用 Chrome、Edge 等现代浏览器。</Alert.Title>
    </Alert.Root>
  );
}
