import { Stack } from '@chakra-ui/react';
import { QaBlock } from '../features/home/qa-block';

export default function HomePage() {
  return (
    <Stack gap="6">
      <QaBlock />
    </Stack>
  );
}
