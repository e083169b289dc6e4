import { Checkbox, Fieldset, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import {
  type PermissionGroup, SUB_ACCOUNT_TYPES, SUB_ACCOUNT_TYPE_LABELS, isSubAccountType, permissionsLocked, presetFor, togglePermission,
} from '../../../../domain/sub-account/sub-account';
import { EMPTY_SUB_ACCOUNT, SubAccountTypeField } from '../../../../domain/sub-account/sub-account-form';
import { withForm } from '../../../components/form/form-kit';
import { firstMessage } from '../../../components/form/rules';

/**
 * 子账号类型 (设计师, 运营, 其他) and one checkbox per catalogue permission. Choosing a type
 * presets the permissions; Designer and Operation keep them locked, 其他 leaves them editable.
 */
export const PermissionFields = withForm({
  defaultValues: EMPTY_SUB_ACCOUNT,
  props: { catalogue: [] as PermissionGroup[] },
  render: function Render({ form, catalogue }) {
    const type = useStore(form.store, (s) => s.values.user_type);
    const attempted = useStore(form.store, (s) => s.submissionAttempts > 0);
    const locked = permissionsLocked(type);

    return (
      <>
        <form.Field name="user_type" validators={{ onChange: SubAccountTypeField, onBlur: SubAccountTypeField }}>
          {(f) => {
            const error = f.state.meta.isBlurred || attempted ? firstMessage(f.state.meta.errors) : undefined;
            return (
              <Fieldset.Root invalid={Boolean(error)}>
                <RadioGroup.Root
                  name="user_type"
                  value={f.state.value || null}
                  onValueChange={(e) => {
                    if (!isSubAccountType(e.value)) return;
                    f.handleChange(e.value);
                    form.setFieldValue('permission_list', presetFor(e.value));
                  }}
                  onBlur={f.handleBlur}
                >
                  <RadioGroup.Label fontWeight="medium" fontSize="sm">
                    子账号类型
                  </RadioGroup.Label>
                  <HStack gap="6" mt="2">
                    {SUB_ACCOUNT_TYPES.map((t) => (
                      <RadioGroup.Item key={t} value={t}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{SUB_ACCOUNT_TYPE_LABELS[t]}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
                {error && <Fieldset.ErrorText role="alert">{error}</Fieldset.ErrorText>}
              </Fieldset.Root>
            );
          }}
        </form.Field>
        <form.Field name="permission_list">
          {(f) => (
            <Stack gap="3">
              {locked && <Text fontSize="sm" color="fg.muted">该类型的权限已固定，不可修改</Text>}
              {catalogue.map((group) => (
                <Fieldset.Root key={group.name} disabled={locked}>
                  <Fieldset.Legend fontSize="sm">{group.name}</Fieldset.Legend>
                  <HStack gap="5" wrap="wrap" mt="1">
                    {group.children.map((item) => (
                      <Checkbox.Root key={item.id} checked={f.state.value.includes(item.id)} disabled={locked}
                        onCheckedChange={(e) => f.handleChange(togglePermission(catalogue, f.state.value, item.id, e.checked === true))}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{item.name}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </HStack>
                </Fieldset.Root>
              ))}
            </Stack>
          )}
        </form.Field>
      </>
    );
  },
});
