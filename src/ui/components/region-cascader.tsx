import { useQuery } from '@tanstack/react-query';
import { Box, Fieldset, HStack, NativeSelect, chakra } from '@chakra-ui/react';
import { LoadRegions } from '../../application/account/load-regions';
import type { Region } from '../../application/ports/location-gateway';
import { useService } from '../platform/container-context';

const LEVELS = ['省份', '城市', '区县'] as const;

/**
 * A three-level region picker (province, city, district) fed by the cascade-location tree.
 * Native selects keep it keyboard- and screen-reader-friendly; the value is the id path.
 */
export function RegionCascader({
  label = '所在地区',
  value,
  onChange,
  onBlur,
  error,
  required = false,
}: {
  label?: string;
  /** The required mark, from the field's schema (`isRequired`). */
  required?: boolean;
  value: number[];
  onChange: (path: number[]) => void;
  onBlur?: () => void;
  error?: string;
}) {
  const loadRegions = useService(LoadRegions);
  const { data: tree = [], isLoading } = useQuery({
    queryKey: ['regions'],
    queryFn: () => loadRegions.execute(),
    staleTime: Infinity,
  });

  const columns: Region[][] = [tree];
  for (let i = 0; i < 2; i++) {
    const chosen = columns[i].find((r) => r.id === value[i]);
    columns.push(chosen?.children ?? []);
  }

  const pick = (level: number, id: string) => {
    const next = value.slice(0, level);
    if (id) next.push(Number(id));
    onChange(next);
  };

  return (
    <Fieldset.Root invalid={Boolean(error)} onBlur={onBlur}>
      <Fieldset.Legend fontSize="sm" fontWeight="medium">
        {label}
        {/* The mark as Field's RequiredIndicator draws it beside a label; the selects say aria-required. */}
        {required && (
          <chakra.span aria-hidden="true" color="fg.error" lineHeight="1" ms="1">
            *
          </chakra.span>
        )}
      </Fieldset.Legend>
      <HStack gap="2" role="group" aria-label={label}>
        {LEVELS.map((name, level) => (
          <NativeSelect.Root key={name} size="md" disabled={isLoading || (level > 0 && columns[level].length === 0)}>
            <NativeSelect.Field
              aria-label={name}
              aria-required={required || undefined}
              value={value[level] ?? ''}
              onChange={(e) => pick(level, e.target.value)}
            >
              <option value="">{`请选择${name}`}</option>
              {columns[level].map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ))}
      </HStack>
      <Box minH="5">
        {error && <Fieldset.ErrorText role="alert">{error}</Fieldset.ErrorText>}
      </Box>
    </Fieldset.Root>
  );
}
