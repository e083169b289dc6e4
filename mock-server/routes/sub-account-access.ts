import type { NextFunction, Request, Response } from 'express';
import { fail } from '../envelope';
import { me } from '../auth';

/** Only a company's main account manages its sub-accounts (spec 2 section 6); groups and sub-accounts are refused. */
export function mainAccountOnly(req: Request, res: Response, next: NextFunction) {
  const a = me(req);
  if (a.isSubAccount || a.isGroupCompany) return fail(res, 20403, '暂无该权限');
  next();
}
