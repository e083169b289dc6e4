import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServiceIdentifier } from 'inversify';
import { createAppContainer } from '../../../src/di/container';
import { readConfig } from '../../../src/di/app-config';
import { TOKENS, contentGateway } from '../../../src/application/tokens';
import { CONTENT_AREAS, type ContentArea } from '../../../src/application/ports/content-gateway';
import type { Load } from '../../../src/application/ports/load';
import { RecordingNotifier } from '../../fakes/recording-notifier';
import { FakeNavigator } from '../../fakes/fake-navigator';

/**
 * Every binding of the browser's composition root (src/di/container.ts), resolved from the real
 * container with the real adapters: only the network edge (fetch) is replaced, answering every
 * call with an empty success envelope. Each gateway's properties must reach the application
 * as they are (a string stays a string), and one method of each must really run and call out.
 */
const requests: string[] = [];
const config = readConfig({ VITE_UPLOAD_PUBLIC_BASE: 'https://img.example.com/uploads' }, location.origin);
const container = createAppContainer(config, { notifier: new RecordingNotifier(), navigator: new FakeNavigator(), isOnline: () => true });

beforeAll(() => {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requests.push(String(input instanceof Request ? input.url : input));
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data: null }), { headers: { 'content-type': 'application/json' } });
  });
});
afterAll(() => vi.unstubAllGlobals());

type Port = Record<string, unknown>;
/** How a binding is reached: the adapter itself, or a loader answering it. */
type Reach = 'direct' | 'loaded';
interface Binding {
  reach: Reach;
  /** Data properties the port declares, with their runtime type. */
  properties?: Record<string, 'string' | 'number' | 'boolean'>;
  /** One read-only call (the only call, for a port that has none), and whether it goes over fetch. */
  call?: (port: never) => unknown;
  fetches?: boolean;
}

const image = () => new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });

/** A token's name, or a content area (its gateway's token follows from the area, contentGateway). */
type Name = keyof typeof TOKENS | ContentArea;
const isArea = (name: Name): name is ContentArea => (CONTENT_AREAS as readonly string[]).includes(name);
const tokenOf = (name: Name): ServiceIdentifier<unknown> => (isArea(name) ? contentGateway(name) : TOKENS[name]);

const BINDINGS: Record<Name, Binding> = {
  Notifier: { reach: 'direct' },
  Connection: { reach: 'direct' },
  AppNavigator: { reach: 'direct', call: (p: FakeNavigator) => p.currentPath() },
  SessionStore: { reach: 'direct', call: (p: { getToken(): unknown }) => p.getToken() },
  SessionModel: { reach: 'direct' },
  ExpiryModel: { reach: 'direct' },
  Clock: { reach: 'direct', call: (p: { now(): Date }) => p.now() },
  Captcha: { reach: 'direct' },
  RebindingProgress: { reach: 'direct', call: (p: { isVerified(id: number): boolean }) => p.isVerified(1) },
  AuthGateway: { reach: 'direct', call: (p: { isInDeregistrationProtection(id: number): Promise<boolean> }) => p.isInDeregistrationProtection(1), fetches: true },
  LegacySite: { reach: 'direct', call: (p: { logout(): void }) => p.logout(), fetches: true },
  UserGateway: { reach: 'direct', call: (p: { index(): Promise<unknown> }) => p.index(), fetches: true },
  SecurityGateway: { reach: 'loaded', call: (p: { wechatBinding(): Promise<unknown> }) => p.wechatBinding(), fetches: true },
  LocationGateway: { reach: 'loaded', call: (p: { cascade(): Promise<unknown> }) => p.cascade(), fetches: true },
  AccountRecoveryGateway: {
    reach: 'loaded',
    call: (p: { apply(a: object): Promise<unknown> }) => p.apply({ company_name: '杭州美居装饰', contact: '张三', phone: '13800000000', sms_code: '123456', license: 'a.png' }),
    fetches: true,
  },
  OrderGateway: { reach: 'loaded', call: (p: { detail(id: number): Promise<unknown> }) => p.detail(1), fetches: true },
  OrderNames: { reach: 'loaded', call: (p: { orderName(id: number): Promise<unknown> }) => p.orderName(1), fetches: true },
  AppealGateway: { reach: 'loaded', call: (p: { list(o: number, l: number): Promise<unknown> }) => p.list(0, 10), fetches: true },
  HomeGateway: { reach: 'loaded', call: (p: { slides(): Promise<unknown> }) => p.slides(), fetches: true },
  SubAccountGateway: { reach: 'loaded', call: (p: { list(o: number, l: number): Promise<unknown> }) => p.list(0, 10), fetches: true },
  SubAccountAdminGateway: { reach: 'loaded', call: (p: { permissions(): Promise<unknown> }) => p.permissions(), fetches: true },
  DesignerProfileGateway: { reach: 'loaded', call: (p: { attrs(): Promise<unknown> }) => p.attrs(), fetches: true },
  GroupCompanyGateway: { reach: 'loaded', call: (p: { children(): Promise<unknown> }) => p.children(), fetches: true },
  WalletGateway: { reach: 'loaded', call: (p: { wallet(r: object): Promise<unknown> }) => p.wallet({ start: '2026-11-01', end: '2026-11-30' }), fetches: true },
  MessageGateway: { reach: 'loaded', call: (p: { list(o: number, l: number): Promise<unknown> }) => p.list(0, 10), fetches: true },
  FeedbackGateway: {
    reach: 'loaded',
    call: (p: { report(v: object): Promise<unknown> }) => p.report({ name: '张三', phone: '13800000000', report_content: '内容' }),
    fetches: true,
  },
  CompanyProfileGateway: { reach: 'loaded', call: (p: { load(): Promise<unknown> }) => p.load(), fetches: true },
  PhoneCheckGateway: { reach: 'loaded', call: (p: { isRegistered(phone: string): Promise<unknown> }) => p.isRegistered('13800000000'), fetches: true },
  LicenceGateway: { reach: 'loaded', call: (p: { recentRecords(): Promise<unknown> }) => p.recentRecords(), fetches: true },
  SubsidiaryGateway: { reach: 'loaded', call: (p: { list(): Promise<unknown> }) => p.list(), fetches: true },
  EditorGateway: {
    reach: 'loaded',
    properties: { imageHostPrefix: 'string' },
    call: (p: { loadConfig(): Promise<unknown> }) => p.loadConfig(),
    fetches: true,
  },
  albums: { reach: 'loaded', call: (p: { lookup(name: string): Promise<unknown> }) => p.lookup('tags'), fetches: true },
  articles: { reach: 'loaded', call: (p: { lookup(name: string): Promise<unknown> }) => p.lookup('categories'), fetches: true },
  promotions: { reach: 'loaded', call: (p: { detail(id: number): Promise<unknown> }) => p.detail(1), fetches: true },
  honors: { reach: 'loaded', call: (p: { detail(id: number): Promise<unknown> }) => p.detail(1), fetches: true },
  banners: { reach: 'loaded', call: (p: { lookup(name: string): Promise<unknown> }) => p.lookup('targets'), fetches: true },
  ImageInspector: { reach: 'loaded', call: (p: { size(f: Blob): Promise<unknown> }) => p.size(image()) },
  AlbumDraftStore: { reach: 'loaded', call: (p: { load(owner: string): Promise<unknown> }) => p.load('binding-test') },
  FileStorage: {
    reach: 'loaded',
    call: (p: { upload(f: Blob, folder: string, progress: () => void): Promise<unknown> }) => p.upload(image(), 'article', () => undefined),
    fetches: true,
  },
};

/** Every name an object answers to: its own and those of its prototypes (methods), but Object's. */
function namesOf(value: object): string[] {
  const names = new Set<string>();
  for (let o: object | null = value; o && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null)
    for (const name of Object.getOwnPropertyNames(o)) if (name !== 'constructor') names.add(name);
  return [...names];
}

async function reach(name: Name): Promise<Port> {
  const bound = container.get(tokenOf(name));
  if (BINDINGS[name].reach === 'direct') return bound as Port;
  expect.soft(typeof bound, `${name} is bound to a loader`).toBe('function');
  // Reached as it is bound even when that is not a loader, so what it answers is checked too.
  return typeof bound === 'function' ? ((await (bound as Load<Port>)()) as Port) : (bound as Port);
}

describe('every binding of the container reaches the application unchanged', () => {
  it('binds every token', () => {
    for (const name of [...Object.keys(TOKENS), ...CONTENT_AREAS] as Name[]) expect(container.isBound(tokenOf(name)), name).toBe(true);
  });

  it.each(Object.keys(BINDINGS) as Name[])('%s: every property reads as what it is, and a call goes through', async (name) => {
    const binding = BINDINGS[name];
    const port = await reach(name);
    for (const [property, type] of Object.entries(binding.properties ?? {})) expect(typeof port[property], `${name}.${property}`).toBe(type);
    // Every other name is read too (its fields and methods): none may read as undefined, as a
    // field set from a build setting that did not reach the binding would.
    for (const property of namesOf(port)) expect(port[property], `${name}.${property}`).not.toBeUndefined();
    if (!binding.call) return;
    const before = requests.length;
    await Promise.resolve(binding.call(port as never)).catch((error: unknown) => {
      // The answer may not fit the gateway's schema; the call itself must have run.
      expect(error).not.toBeInstanceOf(TypeError);
    });
    if (binding.fetches) expect(requests.length, `${name} called the network`).toBeGreaterThan(before);
  });

  it('gives the editor the image host as a string, from the build setting', async () => {
    const editor = await reach('EditorGateway');
    expect(editor.imageHostPrefix).toBe('https://img.example.com');
  });
});
