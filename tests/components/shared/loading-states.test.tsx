import { describe, expect, it } from 'vitest';
import axe from 'axe-core';
import { Spinner } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { LoadingSpinner } from '../../../src/ui/components/loading-spinner';
import { ProfileState } from '../../../src/ui/features/personal/company/company-page-parts';
import { renderWithApp } from '../test-app';

/** The ids of the ARIA rules axe finds broken in the rendered tree. */
async function ariaViolations(root: Element): Promise<string[]> {
  const { violations } = await axe.run(root, { runOnly: { type: 'tag', values: ['cat.aria'] } });
  return violations.map((v) => v.id);
}

describe('what shows while an answer is on its way', () => {
  it('the spinner is a status named 加载中, which axe accepts', async () => {
    const { baseElement } = renderWithApp(<LoadingSpinner size="sm" />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy();
    expect(await ariaViolations(baseElement)).toEqual([]);
  });

  it("Chakra's bare spinner given the same name is what axe refuses (the check can fail)", async () => {
    const { baseElement } = renderWithApp(<Spinner aria-label="加载中" />);
    expect(await ariaViolations(baseElement)).toContain('aria-prohibited-attr');
  });

  it("the company profile's skeleton is a busy status named 加载中", async () => {
    const { baseElement } = renderWithApp(<ProfileState loading onRetry={() => {}} />);
    expect(screen.getByRole('status', { name: '加载中' }).getAttribute('aria-busy')).toBe('true');
    expect(await ariaViolations(baseElement)).toEqual([]);
  });
});
