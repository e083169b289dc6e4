import type { Router } from 'express';
import type { MockArea } from '../area';
import { markVerified, resetVerifications, securitySmsRoutes } from './security-sms';
import { resetWechat, wechatRoutes } from './wechat';
import { deregistrationRoutes } from './deregistration';

/**
 * Security: SMS checks, rebinding, the quick password change, WeChat and deregistration.
 * Listed before the auth area: its /oauth/sms (?verify_type=) and modify-password (?type=sms)
 * variants answer first and pass every other request on to the auth area's routes.
 */
export const securityArea: MockArea = {
  name: 'security',
  reset() {
    resetVerifications();
    resetWechat();
  },
  routes(v2: Router) {
    securitySmsRoutes(v2);
    wechatRoutes(v2);
    deregistrationRoutes(v2);
  },
  states: {
    'the merchant has verified its old phone': () => void markVerified(1001, 'unbind'),
    'the merchant has verified a password code': () => void markVerified(1001, 'password'),
  },
};
