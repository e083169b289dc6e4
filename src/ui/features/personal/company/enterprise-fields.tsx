import { Box, Grid, chakra } from '@chakra-ui/react';
import type { Rule } from '../../../../domain/shared/validation';
import { COMPANY_LIMITS as L, cityRules } from '../../../../domain/company/company-rules';
import { COMPANY_TEXT_RULES as R, type CompanyFormValues } from '../../../../domain/company/company-form';
import { withForm } from '../../../components/form/form-kit';
import { rules } from '../../../components/form/rules';
import { RegionCascader } from '../../../components/region-cascader';
import { shownError } from './field-error';

type TextKey = Exclude<keyof CompanyFormValues, 'locationId' | 'logo' | 'businessLicense'>;

interface FieldSpec {
  name: TextKey;
  label: string;
  max: number;
  required?: boolean;
  textarea?: boolean;
  inputMode?: 'numeric' | 'tel';
}

/** The company form's text fields with the glossary's labels, in the spec's order. */
const LICENCE_FIELDS: FieldSpec[] = [
  { name: 'name', label: '公司名称', max: L.name, required: true },
  { name: 'creditCode', label: '统一社会信用代码', max: L.creditCode, required: true },
];
const MAIN_FIELDS: FieldSpec[] = [
  { name: 'abbr', label: '公司简称', max: L.abbr, required: true },
  { name: 'contact', label: '联系人', max: L.contact, required: true },
  { name: 'informPhone', label: '接单手机号', max: L.informPhone, required: true },
];
const MORE_FIELDS: FieldSpec[] = [
  { name: 'slogan', label: '公司口号', max: L.slogan },
  { name: 'marketPhone', label: '营销电话', max: L.tel },
  { name: 'tel', label: '公司电话', max: L.tel },
  { name: 'qq', label: 'QQ', max: L.qq },
  { name: 'addr', label: '公司地址', max: L.addr },
];

const NO_RULES: Rule[] = [];

/**
 * The text and city fields of enterpriseInfo. `locked` (licence 1 or 2) disables name and
 * credit code and drops their rules; `readOnly` (a sub-account) shows every value unchangeable.
 */
export const EnterpriseFields = withForm({
  defaultValues: {} as CompanyFormValues,
  props: { locked: false, readOnly: false },
  render: function Render({ form, locked, readOnly }) {
    const text = (f: FieldSpec, disabled = false) => (
      <form.AppField key={f.name} name={f.name} validators={rules(...(disabled || readOnly ? NO_RULES : R[f.name]))}>
        {(field) =>
          f.textarea ? (
            <field.TextareaField label={f.label} readOnly={readOnly} />
          ) : (
            <field.TextField label={f.label} required={f.required} maxLength={f.max} disabled={disabled} readOnly={readOnly}
              helper={disabled ? '营业执照已认证或审核中，不可修改' : undefined} />
          )
        }
      </form.AppField>
    );
    return (
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} columnGap="6" rowGap="4">
        {LICENCE_FIELDS.map((f) => text(f, locked))}
        {MAIN_FIELDS.map((f) => text(f))}
        <form.Field name="locationId" validators={rules<number[]>(...(readOnly ? [] : cityRules))}>
          {(field) => (
            <chakra.fieldset disabled={readOnly} minW="0">
              <RegionCascader label="所在城市" value={field.state.value} onChange={(path) => field.handleChange(path)} onBlur={field.handleBlur} error={shownError(field)} />
            </chakra.fieldset>
          )}
        </form.Field>
        {MORE_FIELDS.map((f) => text(f))}
        <Box gridColumn={{ lg: 'span 2' }}>{text({ name: 'intro', label: '公司简介', max: L.intro, textarea: true })}</Box>
      </Grid>
    );
  },
});
