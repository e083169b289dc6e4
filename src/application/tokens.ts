import type { ServiceIdentifier } from 'inversify';
import type { Notifier } from './ports/notifier';
import type { Load } from './ports/load';
import type { LegacySite } from './ports/legacy-site';
import type { Connection } from './ports/connection';
import type { AppNavigator } from './ports/app-navigator';
import type { SessionStore } from './ports/session-store';
import type { AuthGateway } from './ports/auth-gateway';
import type { SecurityGateway } from './ports/security-gateway';
import type { RebindingProgress } from './ports/rebinding-progress';
import type { UserGateway } from './ports/user-gateway';
import type { LocationGateway } from './ports/location-gateway';
import type { FileStorage } from './ports/file-storage';
import type { Captcha } from './ports/captcha';
import type { AccountRecoveryGateway } from './ports/account-recovery-gateway';
import type { EditorGateway } from './ports/editor-gateway';
import type { ImageInspector } from './ports/image-inspector';
import type { AlbumDraftStore } from './ports/album-draft-store';
import type { AreaGateway, ContentArea } from './ports/content-gateway';
import type { SessionModel } from './session/session.model';
import type { ExpiryModel } from './session/expiry.model';
import type { Clock } from './ports/clock';
import type { OrderGateway } from './ports/order-gateway';
import type { AppealGateway } from './ports/appeal-gateway';
import type { HomeGateway } from './ports/home-gateway';
import type { SubAccountGateway } from './ports/sub-account-gateway';
import type { SubAccountAdminGateway } from './ports/sub-account-admin-gateway';
import type { DesignerProfileGateway } from './ports/designer-profile-gateway';
import type { GroupCompanyGateway } from './ports/group-company-gateway';
import type { WalletGateway } from './ports/wallet-gateway';
import type { OrderNames } from './ports/order-names';
import type { MessageGateway } from './ports/message-gateway';
import type { FeedbackGateway } from './ports/feedback-gateway';
import type { CompanyProfileGateway } from './ports/company-profile-gateway';
import type { PhoneCheckGateway } from './ports/phone-check-gateway';
import type { LicenceGateway } from './ports/licence-gateway';
import type { SubsidiaryGateway } from './ports/subsidiary-gateway';

/**
 * Typed DI identifiers for ports and shared state. Use cases are concrete classes and
 * serve as their own identifiers, so a screen asks the container for `SignOut` itself.
 * A port typed `Load<Port>` is bound to a loader of its adapter (its module loads on first
 * use, src/di/container.ts); the others are bound to the adapter itself.
 */
const token = <T>(name: string) => Symbol.for(`merchant.${name}`) as ServiceIdentifier<T>;

export const TOKENS = {
  // ports
  Notifier: token<Notifier>('Notifier'),
  Connection: token<Connection>('Connection'),
  AppNavigator: token<AppNavigator>('AppNavigator'),
  SessionStore: token<SessionStore>('SessionStore'),
  AuthGateway: token<AuthGateway>('AuthGateway'),
  LegacySite: token<LegacySite>('LegacySite'),
  SecurityGateway: token<Load<SecurityGateway>>('SecurityGateway'),
  RebindingProgress: token<RebindingProgress>('RebindingProgress'),
  UserGateway: token<UserGateway>('UserGateway'),
  LocationGateway: token<Load<LocationGateway>>('LocationGateway'),
  FileStorage: token<Load<FileStorage>>('FileStorage'),
  Captcha: token<Captcha>('Captcha'),
  AccountRecoveryGateway: token<Load<AccountRecoveryGateway>>('AccountRecoveryGateway'),
  EditorGateway: token<Load<EditorGateway>>('EditorGateway'),
  Clock: token<Clock>('Clock'),
  OrderGateway: token<Load<OrderGateway>>('OrderGateway'),
  AppealGateway: token<Load<AppealGateway>>('AppealGateway'),
  HomeGateway: token<Load<HomeGateway>>('HomeGateway'),
  SubAccountGateway: token<Load<SubAccountGateway>>('SubAccountGateway'),
  SubAccountAdminGateway: token<Load<SubAccountAdminGateway>>('SubAccountAdminGateway'),
  DesignerProfileGateway: token<Load<DesignerProfileGateway>>('DesignerProfileGateway'),
  GroupCompanyGateway: token<Load<GroupCompanyGateway>>('GroupCompanyGateway'),
  WalletGateway: token<Load<WalletGateway>>('WalletGateway'),
  OrderNames: token<Load<OrderNames>>('OrderNames'),
  MessageGateway: token<Load<MessageGateway>>('MessageGateway'),
  FeedbackGateway: token<Load<FeedbackGateway>>('FeedbackGateway'),
  CompanyProfileGateway: token<Load<CompanyProfileGateway>>('CompanyProfileGateway'),
  PhoneCheckGateway: token<Load<PhoneCheckGateway>>('PhoneCheckGateway'),
  LicenceGateway: token<Load<LicenceGateway>>('LicenceGateway'),
  SubsidiaryGateway: token<Load<SubsidiaryGateway>>('SubsidiaryGateway'),
  ImageInspector: token<Load<ImageInspector>>('ImageInspector'),
  AlbumDraftStore: token<Load<AlbumDraftStore>>('AlbumDraftStore'),
  // state
  SessionModel: token<SessionModel>('SessionModel'),
  ExpiryModel: token<ExpiryModel>('ExpiryModel'),
} as const;

/**
 * The loader of one content area's gateway: one port (`ContentGateway`) and one adapter serve
 * the five areas, and each area's token follows from its name (`contentGateway('albums')`).
 */
export const contentGateway = <A extends ContentArea>(area: A) => token<Load<AreaGateway<A>>>(`ContentGateway.${area}`);
