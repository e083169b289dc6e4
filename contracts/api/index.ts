import { albums } from './albums';
import { appeals } from './appeals';
import { articles } from './articles';
import { auth } from './auth';
import { banners } from './banners';
import { company } from './company';
import { editor } from './editor';
import { feedback } from './feedback';
import { honors } from './honors';
import { locations } from './locations';
import { messages } from './messages';
import { orders } from './orders';
import { promotions } from './promotions';
import { security } from './security';
import { subAccounts } from './sub-accounts';
import { uploads } from './uploads';
import { users } from './users';
import { wallet } from './wallet';
import type { AnyEndpoint } from './endpoint';

/**
 * Every /v2 endpoint, declared once (contracts/api/<area>.ts): the mock mounts its routes from
 * these, the OpenAPI document and the endpoint list are generated from them. The app's gateways
 * import only their own area's module, so a screen's bundle carries only the schemas it calls.
 */
export const api = { orders, auth, locations, security, users, messages, uploads, subAccounts, company, appeals, albums, honors, articles, promotions, banners, wallet, feedback, editor };

/** Every declaration, in the order of the areas above. */
export const allEndpoints = (): { area: string; name: string; endpoint: AnyEndpoint }[] =>
  Object.entries(api).flatMap(([area, endpoints]) => Object.entries(endpoints).map(([name, endpoint]) => ({ area, name, endpoint: endpoint as AnyEndpoint })));
