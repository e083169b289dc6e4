import { memo, useDeferredValue, useId } from 'react';
import { Checkbox, Fieldset, HStack, Stack, Text } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import {
  type PermissionGroup, type SubAccountType, SUB_ACCOUNT_TYPES, SUB_ACCOUNT_TYPE_LABELS, permissionsLocked, presetFor, togglePermission,
} from '../../../../domain/sub-account/sub-account';
import { EMPTY_SUB_ACCOUNT, SubAccountTypeField } from '../../../../domain/sub-account/sub-account-form';
import { isRequired } from '../../../../domain/common/schema';
import { withForm } from '../../../components/form/form-kit';
import { firstMessage } from '../../../components/form/rules';
import './permission-fields.css';

/**
 * 子账号类型 (设计师, 运营, 其他) and one checkbox per catalogue permission. Choosing a type
 * presets the permissions; Designer and Operation keep them locked, 其他 leaves them editable.
 * The type is a group of native radios with classes of its own stylesheet
 * (permission-fields.css), drawn as Chakra's radio group: Chakra's and Ark's parts for three radios
 * (a machine, a styled element per part) were most of a type change's render (issue 48).
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
              <div role="radiogroup" aria-labelledby={labelId} aria-required={typeRequired || undefined} className="radio-choices" onBlur={f.handleBlur}>
                <span id={labelId} className="radio-choices__label">
                  子账号类型
                  {typeRequired && (
                    <span aria-hidden="true" className="radio-choices__required">
                      *
                    </span>
                  )}
                </span>
                <div className="radio-choices__items">
                  {SUB_ACCOUNT_TYPES.map((t) => (
                    <label key={t} className="radio-choices__item">
                      <input
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
                    </label>
                  ))}
                </div>
                {error && (
                  <p role="alert" className="radio-choices__error">
                    {error}
                  </p>
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
