import { memo, useDeferredValue, useId } from 'react';
import { Checkbox, Fieldset, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import {
  type PermissionGroup, type SubAccountType, SUB_ACCOUNT_TYPES, SUB_ACCOUNT_TYPE_LABELS, permissionsLocked, presetFor, togglePermission,
} from '../../../../domain/sub-account/sub-account';
import { EMPTY_SUB_ACCOUNT, SubAccountTypeField } from '../../../../domain/sub-account/sub-account-form';
import { isRequired } from '../../../../domain/common/schema';
import { withForm } from '../../../components/form/form-kit';
import { firstMessage } from '../../../components/form/rules';

/**
 * 子账号类型 (设计师, 运营, 其他) and one checkbox per catalogue permission. Choosing a type
 * presets the permissions; Designer and Operation keep them locked, 其他 leaves them editable.
 * The type is a group of native radios drawn as Chakra's radio group with style props: Chakra's
 * and Ark's parts for three radios (a machine, a styled element per part) were most of a type
 * change's render (issue 48).
 */
export const PermissionFields = withForm({
  defaultValues: EMPTY_SUB_ACCOUNT,
  props: { catalogue: [] as PermissionGroup[] },
  render: function Render({ form, catalogue }) {
    const type = useStore(form.store, (s) => s.values.user_type);
    const attempted = useStore(form.store, (s) => s.submissionAttempts > 0);
    const labelId = useId();

    return (
      <>
        <form.Field name="user_type" validators={{ onChange: SubAccountTypeField, onBlur: SubAccountTypeField }}>
          {(f) => {
            const error = f.state.meta.isBlurred || attempted ? firstMessage(f.state.meta.errors) : undefined;
            return (
              <div role="radiogroup" aria-labelledby={labelId} aria-required={typeRequired || undefined} onBlur={f.handleBlur}>
                <Text as="span" id={labelId} fontWeight="medium" textStyle="sm" userSelect="none">
                  子账号类型
                  {typeRequired && (
                    <Text as="span" aria-hidden="true" ms="1" color="fg.error">
                      *
                    </Text>
                  )}
                </Text>
                <HStack wrap="wrap" gap="6" mt="2">
                  {SUB_ACCOUNT_TYPES.map((t) => (
                    <chakra.label key={t} display="inline-flex" alignItems="center" gap="2.5" fontWeight="medium" textStyle="sm" cursor="pointer">
                      <chakra.input
                        css={RADIO}
                        type="radio"
                        name="user_type"
                        value={t}
                        checked={f.state.value === t}
                        aria-invalid={error ? true : undefined}
                        onChange={() => {
                          f.handleChange(t);
                          form.setFieldValue('permission_list', presetFor(t));
                        }}
                      />
                      {SUB_ACCOUNT_TYPE_LABELS[t]}
                    </chakra.label>
                  ))}
                </HStack>
                {error && (
                  <Text role="alert" mt="1.5" fontWeight="medium" textStyle="xs" color="fg.error">
                    {error}
                  </Text>
                )}
              </div>
            );
          }}
        </form.Field>
        <form.Field name="permission_list">
          {(f) => (
            <PermissionList
              catalogue={catalogue}
              type={type}
              value={f.state.value}
              onToggle={(id, checked) => f.handleChange((current) => togglePermission(catalogue, current, id, checked))}
            />
          )}
        </form.Field>
      </>
    );
  },
});

const typeRequired = isRequired(SubAccountTypeField);

/** A native radio drawn as Chakra's radio (solid, md). */
const RADIO = {
  appearance: 'none',
  display: 'inline-grid',
  placeContent: 'center',
  flexShrink: 0,
  boxSize: '5',
  m: 0,
  borderWidth: '1px',
  borderColor: 'border.emphasized',
  borderRadius: 'full',
  cursor: 'pointer',
  _before: { content: '""', boxSize: '2', borderRadius: 'full', bg: 'gray.contrast', transform: 'scale(0)' },
  _checked: { bg: 'gray.solid', borderColor: 'gray.solid', _before: { transform: 'scale(1)' } },
  _focusVisible: { outline: '2px solid', outlineColor: 'gray.focusRing', outlineOffset: '2px' },
  _invalid: { borderColor: 'red.500' },
} as const;

type Toggle = (id: number, checked: boolean) => void;

/**
 * The permission checkboxes. A change of type shows the chosen radio at once and the preset it
 * brings in a deferred pass (issue 48: re-rendering the catalogue's checkboxes in the click kept
 * 设计师 / 运营 from painting for 150-300 ms at 4x CPU); ticking a checkbox shows at once, as
 * a controlled checkbox must. A group renders again only when its own ticks or lock change.
 */
function PermissionList({ catalogue, type, value, onToggle }: { catalogue: PermissionGroup[]; type: SubAccountType | ''; value: number[]; onToggle: Toggle }) {
  const shownType = useDeferredValue(type);
  const shownValue = useDeferredValue(value);
  // While a type change is pending, the list keeps what the previous type showed.
  const pending = shownType !== type;
  const ticked = pending ? shownValue : value;
  const locked = permissionsLocked(pending ? shownType : type);
  return (
    <Stack gap="3">
      {locked && <Text fontSize="sm" color="fg.muted">该类型的权限已固定，不可修改</Text>}
      {catalogue.map((group) => (
        <GroupFields key={group.name} group={group} ticked={ticked} locked={locked} onToggle={onToggle} />
      ))}
    </Stack>
  );
}

const sameTicks = (group: PermissionGroup, a: readonly number[], b: readonly number[]) =>
  a === b || group.children.every((item) => a.includes(item.id) === b.includes(item.id));

/** One catalogue group. `onToggle` goes through the field's updater, so an older one does as well. */
const GroupFields = memo(
  function GroupFields({ group, ticked, locked, onToggle }: { group: PermissionGroup; ticked: readonly number[]; locked: boolean; onToggle: Toggle }) {
    return (
      <Fieldset.Root disabled={locked}>
        <Fieldset.Legend fontSize="sm">{group.name}</Fieldset.Legend>
        <HStack gap="5" wrap="wrap" mt="1">
          {group.children.map((item) => (
            <Checkbox.Root key={item.id} checked={ticked.includes(item.id)} disabled={locked} onCheckedChange={(e) => onToggle(item.id, e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{item.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </HStack>
      </Fieldset.Root>
    );
  },
  (a, b) => a.group === b.group && a.locked === b.locked && sameTicks(a.group, a.ticked, b.ticked),
);
