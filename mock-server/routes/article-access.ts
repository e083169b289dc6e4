import type { Account } from '../fixtures/accounts';
import { companiesOf } from '../fixtures/albums';
import type { MockArticle } from '../fixtures/articles';
import { FROZEN, NO_PERMISSION, type Refusal, isFrozen, levelOf, operatesOwnOnly } from '../envelope';
import { ARTICLE_MESSAGES } from '../../src/domain/article/article-form';
import { NO_EDIT_PERMISSION_CODE } from '../../src/domain/common/business-codes';

/**
 * Who may see and change articles (spec 2 section 6): article level 0 sees nothing, view-only
 * the company's, an operating sub-account only its own; group accounts only read; a frozen
 * company creates and edits nothing; level 1 (and 0) cannot delete.
 */
export const NO_EDIT_PERMISSION: Refusal = { code: NO_EDIT_PERMISSION_CODE, msg: ARTICLE_MESSAGES.noEditPermission };

export const seesArticles = (a: Account) => levelOf(a, 'article') !== 0;

export function visibleTo(a: Account, x: MockArticle): boolean {
  if (!companiesOf(a.company_id, a.isGroupCompany).includes(x.company_id)) return false;
  return !operatesOwnOnly(a, 'article') || x.author_id === a.user_id;
}

/** Creating and editing: article level 2 for sub-accounts, never for groups, never when frozen. */
export function writeRefusal(a: Account): Refusal | null {
  if (a.isGroupCompany || levelOf(a, 'article') !== 2) return NO_EDIT_PERMISSION;
  return isFrozen(a) ? FROZEN : null;
}

export const deleteRefusal = (a: Account): Refusal | null =>
  a.isGroupCompany || levelOf(a, 'article') !== 2 ? NO_PERMISSION : null;
