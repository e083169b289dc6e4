import type { NextFunction, Request, Response } from 'express';
import { me } from '../auth';
import { NO_PERMISSION, refuse } from '../envelope';

/** Only a company's main account manages its sub-accounts (spec 2 section 6); groups and sub-accounts are refused. */
export function mainAccountOnly(req: Request, res: Response, next: NextFunction) {
  const a = me(req);
  if (a.isSubAccount || a.isGroupCompany) return refuse(res, NO_PERMISSION);
  next();
}
