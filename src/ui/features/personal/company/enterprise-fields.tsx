import { Box, Grid, chakra } from '@chakra-ui/react';
import type * as v from 'valibot';
import { CompanyForm, type CompanyFormValues, isLicenceLockedField, LICENCE_LOCKED_HINT } from '../../../../domain/company/company-profile';
import { PHONE_LENGTH, fieldFacts, isRequired } from '../../../../domain/common/schema';
import { withForm } from '../../../components/form/form-kit';
import { RegionCascader } from '../../../components/region-cascader';
import { visibleError } from '../../../components/form/rules';

type TextKey = Exclude<keyof CompanyFormValues, 'locationId' | 'logo' | 'businessLicense'>;

interface FieldSpec {
  name: TextKey;
  label: string;
  textarea?: boolean;
}

const F = CompanyForm.entries;

/** The company form's text fields with the glossary's labels, in the spec's order; limits come from the schema. */
const LICENCE_FIELDS: FieldSpec[] = [
  { name: 'name', label: '公司名称' },
  { name: 'creditCode', label: '统一社会信用代码' },
];
const MAIN_FIELDS: FieldSpec[] = [
  { name: 'abbr', label: '公司简称' },
  { name: 'contact', label: '联系人' },
  { name: 'informPhone', label: '接单手机号' },
];
const MORE_FIELDS: FieldSpec[] = [
  { name: 'slogan', label: '公司口号' },
  { name: 'marketPhone', label: '营销电话' },
  { name: 'tel', label: '公司电话' },
  { name: 'qq', label: 'QQ' },
  { name: 'addr', label: '公司地址' },
];

/**
 * The text and city fields of enterpriseInfo, each validated by its entry of `CompanyForm`.
 * `locked` (licence 1 or 2) disables name and credit code and drops their checks; `readOnly`
 * (a sub-account) shows every value unchangeable.
 */
export const EnterpriseFields = withForm({
  defaultValues: {} as CompanyFormValues,
  props: { locked: false, readOnly: false },
  render: function Render({ form, locked, readOnly }) {
    const text = (f: FieldSpec, disabled = false) => {
      const { maxLength, required } = fieldFacts(F[f.name]);
      return (
        <form.AppField key={f.name} name={f.name} validators={disabled || readOnly ? undefined : { onChange: F[f.name] as v.GenericSchema<string> }}>
          {(field) =>
            f.textarea ? (
              <field.TextareaField label={f.label} readOnly={readOnly} />
            ) : (
              <field.TextField label={f.label} required={required} maxLength={f.name === 'informPhone' ? PHONE_LENGTH : maxLength} disabled={disabled} readOnly={readOnly}
                helper={disabled ? LICENCE_LOCKED_HINT : undefined} />
            )
          }
        </form.AppField>
      );
    };
    return (
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} columnGap="6" rowGap="4">
        {LICENCE_FIELDS.map((f) => text(f, locked && isLicenceLockedField(f.name)))}
        {MAIN_FIELDS.map((f) => text(f))}
        <form.Field name="locationId" validators={readOnly ? undefined : { onChange: F.locationId }}>
          {(field) => (
            <chakra.fieldset disabled={readOnly} minW="0">
              <RegionCascader label="所在城市" required={isRequired(F.locationId)} value={field.state.value} onChange={(path) => field.handleChange(path)} onBlur={field.handleBlur} error={visibleError(field)} />
            </chakra.fieldset>
          )}
        </form.Field>
        {MORE_FIELDS.map((f) => text(f))}
        <Box gridColumn={{ lg: 'span 2' }}>{text({ name: 'intro', label: '公司简介', textarea: true })}</Box>
      </Grid>
    );
  },
});
