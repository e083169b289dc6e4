import { describe, expect, it } from 'vitest';
import type { UserGateway } from '../../../src/application/ports/user-gateway';

/** A signed-in user as the world holds it, and the gateway signed in as that user. */
export interface UserWorld {
  gateway: UserGateway;
  user: { id: number; realname: string; company_id: number; company_name: string; licenseStatus: number; status: number; unreadMessages: boolean };
}

/** What the shell, the home page and the personal centre read of the signed-in user, through the port only. */
export function describeUserGatewayCases(name: string, setup: () => Promise<UserWorld>) {
  describe(`user gateway cases: ${name}`, () => {
    it("the index answers the signed-in user's fields, as numbers and strings", async () => {
      const { gateway, user } = await setup();
      const answer = await gateway.index();
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      expect(answer.value).toMatchObject({ id: user.id, realname: user.realname, company_id: user.company_id, company_name: user.company_name });
      expect(typeof answer.value.id).toBe('number');
      expect(typeof answer.value.company_id).toBe('number');
    });

    it("the licence check answers the account's licence and company status as numbers", async () => {
      const { gateway, user } = await setup();
      const answer = await gateway.infoCheck();
      expect(answer.ok && answer.value).toEqual({ licenseStatus: user.licenseStatus, status: user.status });
    });

    it('the message-box dot is a boolean: on while messages are unread', async () => {
      const { gateway, user } = await setup();
      expect(await gateway.messageBoxFlag(user.id)).toBe(user.unreadMessages);
    });
  });
}
