import { describe, expect, it } from 'vitest';
import type { SubAccountGateway } from '../../../src/application/ports/sub-account-gateway';

/** The designers a world holds for the signed-in company; `designer` is one of them. */
export interface DesignerWorld {
  gateway: SubAccountGateway;
  designer: { id: number; realname: string; phone: string };
}

/** What the assign dialog relies on when it lists the designers who may take orders, through the port only. */
export function describeSubAccountGatewayCases(name: string, setup: () => Promise<DesignerWorld>) {
  describe(`sub-account gateway cases: ${name}`, () => {
    async function page(offset: number, limit: number) {
      const answer = await (await setup()).gateway.list(offset, limit);
      if (!answer.ok) throw new Error(`designers refused: ${answer.error.code}`);
      return answer.value;
    }

    it("the company's designers are listed with their id, name and phone", async () => {
      const { designer } = await setup();
      const all = await page(0, 50);
      expect(all.find((d) => d.id === designer.id)).toMatchObject(designer);
      expect(all.every((d) => typeof d.id === 'number' && typeof d.realname === 'string' && typeof d.phone === 'string')).toBe(true);
    });

    it('the list pages by offset and limit', async () => {
      const all = await page(0, 50);
      expect(all.length).toBeGreaterThan(1);
      expect(await page(0, 1)).toEqual(all.slice(0, 1));
      expect(await page(1, 50)).toEqual(all.slice(1));
      expect(await page(all.length, 50)).toEqual([]);
    });
  });
}
