import { FindAccountForm } from '../../../src/domain/account/find-account-form';

/**
 * POST /v2/users/find-account (spec 1 section 5): the 找回账号 form's output as it is. Apart from
 * the sign-in bodies (auth.ts), which /login loads up front: this form's schema loads with its
 * screen. The mock takes the same fields (mock-server/routes/auth-schemas.ts).
 */
export const FindAccountBody = FindAccountForm;
