import { PhoneRebinding } from './phone-rebinding';
import { TabbedPage } from './tabbed-page';
import { WechatBinding } from './wechat-binding';

/** bindingSet: 手机绑定 (three-step rebinding) and 微信绑定. */
export function BindingPage() {
  return (
    <TabbedPage
      title="绑定设置"
      tabs={[
        { value: 'phone', label: '手机绑定', content: <PhoneRebinding /> },
        { value: 'wechat', label: '微信绑定', content: <WechatBinding /> },
      ]}
    />
  );
}
