import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { useDeferredAnswer } from '../../../src/ui/components/use-deferred-answer';

interface Query {
  data: string | undefined;
  isPending: boolean;
}

function View({ query, questionKey }: { query: Query; questionKey?: string }) {
  return <Shown answer={useDeferredAnswer(query, questionKey)} />;
}

function Shown({ answer }: { answer: { pending: boolean; data?: string } }) {
  if (answer.pending) return <p>加载中</p>;
  return <p>{answer.data ?? '暂无'}</p>;
}

/** What each commit showed: React renders a deferred value in a commit after the urgent one. */
function renderRecorded(query: Query, questionKey?: string) {
  const commits: string[] = [];
  const ui = (q: Query, k?: string) => (
    <Profiler id="view" onRender={() => commits.push(document.body.textContent ?? '')}>
      <View query={q} questionKey={k} />
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
