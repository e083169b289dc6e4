import { describe, expect, it } from 'vitest';
import { Contact, limitOf, messageOf } from '../../../src/domain/common/schema';
import { CompanyForm } from '../../../src/domain/company/company-profile';
import { FeedbackForm } from '../../../src/domain/feedback/feedback-form';
import { ProfileBody as WireProfileBody } from '../../../contracts/api/wire/company';
import { ProfileBody as MockProfileBody } from '../../../mock-server/routes/company-profile';

/**
 * 联系人 is defined once (Contact in src/domain/common/schema.ts): the company form, its input's
 * maxLength and message, the request body the gateway sends and the body the mock checks all
 * hold that one schema, so changing its maximum is one edit.
 */
describe('联系人 is one definition', () => {
  it('is the same schema in the company form, the wire body, the mock and feedback', () => {
    expect(CompanyForm.entries.contact).toBe(Contact);
    expect(WireProfileBody.entries.contact).toBe(Contact);
    expect(MockProfileBody.entries.contact).toBe(Contact);
    expect(FeedbackForm.entries.name).toBe(Contact);
  });

  it('gives the input its maxLength and the message from the same limit', () => {
    const max = limitOf(MockProfileBody.entries.contact);
    expect(max).toBe(5);
    expect(limitOf(CompanyForm.entries.contact)).toBe(max);
    expect(messageOf(CompanyForm.entries.contact, '王'.repeat(max! + 1))).toBe(`不得超过${max}个字符`);
    expect(messageOf(MockProfileBody.entries.contact, '王'.repeat(max!))).toBeNull();
  });
});
