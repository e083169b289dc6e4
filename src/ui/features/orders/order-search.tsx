import { type FormEvent, useState } from 'react';
import { Button, HStack, Input } from '@chakra-ui/react';
import { TOKENS } from '../../../application/tokens';
import { SEARCH_PLACEHOLDER, validateSearch } from '../../../domain/order/order-query';
import { useService } from '../../platform/container-context';

/** 搜索订单: an empty search says 请输入要搜索的内容; clearing the box clears an applied search. */
export function OrderSearch({ applied, onSearch }: { applied: string; onSearch: (text: string) => void }) {
  const notifier = useService(TOKENS.Notifier);
  const [text, setText] = useState(applied);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSearch(text);
    if (problem) return notifier.warning(problem);
    onSearch(text.trim());
  };
  return (
    <HStack as="form" role="search" gap="2" flexShrink={0} onSubmit={submit}>
      <Input
        size="sm"
        w="60"
        bg="white"
        aria-label="搜索订单"
        placeholder={SEARCH_PLACEHOLDER}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() === '' && applied) onSearch('');
        }}
      />
      <Button type="submit" size="sm" colorPalette="blue">
        搜索
      </Button>
    </HStack>
  );
}
