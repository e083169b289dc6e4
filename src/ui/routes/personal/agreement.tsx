import { Heading, Stack } from '@chakra-ui/react';
import { AgreementText } from '../../components/agreement-text';

/** agreement: the static legal text (the registration agreement's own text). */
export default function AgreementRoute() {
  return (
    <Stack gap="6">
      <Heading as="h2" size="lg">
        用户协议
      </Heading>
      <AgreementText />
    </Stack>
  );
}
