import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PermissionGroup } from '../../../src/domain/sub-account/sub-account';
import { EMPTY_SUB_ACCOUNT } from '../../../src/domain/sub-account/sub-account-form';
import { useAppForm } from '../../../src/ui/components/form/form-kit';
import { AppFormElement } from '../../../src/ui/components/form/form-parts';
import { PermissionFields } from '../../../src/ui/features/personal/sub-accounts/permission-fields';
import { renderWithApp } from '../test-app';

// The catalogue's shape as the permissions endpoint gives it: per module, its three levels.
const group = (base: number, name: string, noun: string): PermissionGroup => ({
  name,
  children: [
    { id: base + 10, name: `仅查看${noun}` },
    { id: base + 20, name: `可操作${noun}` },
    { id: base + 30, name: `无${noun}权限` },
  ],
});
const CATALOGUE = [group(100, '订单管理', '订单'), group(200, '效果图管理', '效果图'), group(300, '文章管理', '文章'), group(500, '问答与轮播图', '问答轮播')];

function Host() {
  const form = useAppForm({ defaultValues: EMPTY_SUB_ACCOUNT });
  return (
    <AppFormElement form={form}>
      <PermissionFields form={form} catalogue={CATALOGUE} />
    </AppFormElement>
  );
}

/** What each commit showed: the chosen type, then the ticked permissions (the checkboxes' drawn state). */
function open() {
  const commits: string[] = [];
  const shown = () => {
    const type = screen.queryAllByRole('radio').find((r) => (r as HTMLInputElement).checked);
    const ticked = [...document.querySelectorAll('label[data-part="root"][data-state="checked"]')].map((el) => el.querySelector('input[type="checkbox"]')!);
    const label = (el: Element) => el.closest('label')?.textContent ?? '';
    return `${type ? label(type) : '-'}: ${ticked.map(label).join(',')}`;
  };
  renderWithApp(
    <Profiler id="fields" onRender={() => commits.push(shown())}>
      <Host />
    </Profiler>,
  );
  return { commits, shown };
}

describe('子账号类型 paints the chosen type before its preset (issue 48)', () => {
  it('a type change commits the chosen radio with the previous ticks first; the preset comes in a later commit', async () => {
    const f = open();
    fireEvent.click(screen.getByRole('radio', { name: '设计师' }));
    await waitFor(() => expect(f.shown()).toBe('设计师: 可操作订单,可操作效果图,可操作文章,无问答轮播权限'));
    f.commits.length = 0;
    fireEvent.click(screen.getByRole('radio', { name: '运营' }));
    await waitFor(() => expect(f.shown()).toBe('运营: 无订单权限,可操作效果图,可操作文章,可操作问答轮播'));
    // Rendered in the click's own pass, the preset would be in its first commit.
    expect(f.commits[0]).toBe('运营: 可操作订单,可操作效果图,可操作文章,无问答轮播权限');
  });


  it('the type is a named group of three native radios, without Ark\'s radio-group parts (the click renders no machine)', () => {
    open();
    const group = screen.getByRole('radiogroup', { name: '子账号类型' });
    const radios = [...group.querySelectorAll('input[type="radio"]')];
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['设计师', '运营', '其他']);
    expect(group.querySelector('[data-scope="radio-group"]')).toBeNull();
    expect(group.closest('[data-scope="radio-group"]')).toBeNull();
  });

});
