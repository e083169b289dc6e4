import { NormalChangeForm } from './normal-change-form';
import { QuickChangeForm } from './quick-change-form';
import { TabbedPage } from './tabbed-page';

/** changePwd: 快捷修改 (SMS to the bound phone) and 普通修改 (current password); both stay mounted so typing survives a tab switch. */
export function ChangePasswordPage() {
  return (
    <TabbedPage
      title="修改密码"
      tabs={[
        { value: 'quick', label: '快捷修改', content: <QuickChangeForm /> },
        { value: 'normal', label: '普通修改', content: <NormalChangeForm /> },
      ]}
    />
  );
}
