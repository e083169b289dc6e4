import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { useDeferredAnswer } from '../../../src/ui/components/use-deferred-answer';
import { useDeferredFirstAnswer, useDeferredReady } from '../../../src/ui/components/use-deferred-first-answer';

interface Query {
  data: string | undefined;
  isPending: boolean;
}

function View({ query, questionKey, firstOnly }: { query: Query; questionKey?: string; firstOnly?: boolean }) {
  // One hook per test (firstOnly never changes during one).
  return firstOnly ? <FirstAnswerView query={query} /> : <AnswerView query={query} questionKey={questionKey} />;
}

function AnswerView({ query, questionKey }: { query: Query; questionKey?: string }) {
  return <Shown answer={useDeferredAnswer(query, questionKey)} />;
}

function FirstAnswerView({ query }: { query: Query }) {
  return <Shown answer={useDeferredFirstAnswer(query)} />;
}

function Shown({ answer }: { answer: { pending: boolean; data?: string } }) {
  if (answer.pending) return <p>加载中</p>;
  return <p>{answer.data ?? '暂无'}</p>;
}

/** What each commit showed: React renders a deferred value in a commit after the urgent one. */
function renderRecorded(query: Query, questionKey?: string, firstOnly = false) {
  const commits: string[] = [];
  const ui = (q: Query, k?: string) => (
    <Profiler id="view" onRender={() => commits.push(document.body.textContent ?? '')}>
      <View query={q} questionKey={k} firstOnly={firstOnly} />
    </Profiler>
  );
  const view = render(ui(query, questionKey));
  return {
    commits,
    update(next: Query, k?: string) {
      commits.length = 0;
      act(() => view.rerender(ui(next, k)));
      return commits;
    },
  };
}

describe('useDeferredAnswer (issue 13: an answer is rendered in a deferred pass)', () => {
  it('commits the screen as it was first, the loading state for a first answer, then the answer', () => {
    const view = renderRecorded({ data: undefined, isPending: true });
    expect(view.commits).toEqual(['加载中']);
    // Without the deferral the update that delivers the answer would commit it at once.
    expect(view.update({ data: '三条订单', isPending: false })).toEqual(['加载中', '三条订单']);
  });

  it('a new answer to the same question shows the previous one until it has rendered', () => {
    const view = renderRecorded({ data: '三条订单', isPending: false }, 'tab-1');
    expect(view.update({ data: '两条订单', isPending: false }, 'tab-1')).toEqual(['三条订单', '两条订单']);
  });

  it('a new question (another key) is pending at once instead of showing the answer to the previous one', () => {
    const view = renderRecorded({ data: '全部订单', isPending: false }, 'tab-0');
    expect(view.update({ data: '待联系订单', isPending: false }, 'tab-1')).toEqual(['加载中', '待联系订单']);
    expect(new Set(view.update({ data: undefined, isPending: true }, 'tab-2'))).toEqual(new Set(['加载中']));
  });

  it('a failed question without an answer is not pending: the screen shows its empty state at once', () => {
    const view = renderRecorded({ data: undefined, isPending: true });
    expect(view.update({ data: undefined, isPending: false })).toEqual(['暂无']);
  });

  it('an answer already there when the screen mounts is shown in the first commit', () => {
    expect(renderRecorded({ data: '三条订单', isPending: false }).commits).toEqual(['三条订单']);
  });
});

describe('useDeferredFirstAnswer (a screen that mounts a large form or table on its first answer)', () => {
  it('commits the loading state first and renders the first answer in a deferred pass', () => {
    const view = renderRecorded({ data: undefined, isPending: true }, undefined, true);
    expect(view.update({ data: '企业信息', isPending: false })).toEqual(['加载中', '企业信息']);
  });

  it('shows a later answer in the same commit that delivers it, never the earlier one', () => {
    const view = renderRecorded({ data: undefined, isPending: true }, undefined, true);
    view.update({ data: '保存前', isPending: false });
    // useDeferredAnswer would commit '保存前' once more first: a form remounted then keeps old values.
    expect(view.update({ data: '保存后', isPending: false })).not.toContain('保存前');
    expect(view.commits.at(-1)).toBe('保存后');
  });

  it('a failed question without an answer shows the empty state at once', () => {
    const view = renderRecorded({ data: undefined, isPending: true }, undefined, true);
    expect(view.update({ data: undefined, isPending: false })).toEqual(['暂无']);
  });
});

describe('useDeferredReady (a form mounted once several answers are in)', () => {
  function Form({ ready }: { ready: boolean }) {
    return <p>{useDeferredReady(ready) ? '表单' : '加载中'}</p>;
  }
  function recorded(ready: boolean) {
    const commits: string[] = [];
    const ui = (r: boolean) => (
      <Profiler id="form" onRender={() => commits.push(document.body.textContent ?? '')}>
        <Form ready={r} />
      </Profiler>
    );
    const view = render(ui(ready));
    return {
      commits,
      update(r: boolean) {
        commits.length = 0;
        act(() => view.rerender(ui(r)));
        return commits;
      },
    };
  }

  it('mounts the form in a pass after the one that made it ready', () => {
    const view = recorded(false);
    expect(view.update(true)).toEqual(['加载中', '表单']);
  });

  it('is never ready while the answers are not, and ready at once when they were there at mount', () => {
    const view = recorded(true);
    expect(view.commits).toEqual(['表单']);
    expect(new Set(view.update(false))).toEqual(new Set(['加载中']));
  });
});
