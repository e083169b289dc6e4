import { Box, Heading, Text } from '@chakra-ui/react';
import { QA_MESSAGE } from '../../components/qa-message';

/** The home page's Q&A block: the module is under construction (spec 1 section 2). */
export function QaBlock() {
  return (
    <Box as="section" aria-labelledby="qa-heading" bg="white" rounded="md" p="6" shadow="xs">
      <Heading id="qa-heading" as="h2" size="md" mb="2">
        问答
      </Heading>
      <Text color="gray.600">{QA_MESSAGE}</Text>
    </Box>
  );
}
