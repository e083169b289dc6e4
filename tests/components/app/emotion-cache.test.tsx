import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Button } from '@chakra-ui/react';
import { createAppEmotionCache } from '../../../src/ui/app/emotion-cache';
import { AppProviders } from '../../../src/ui/app/providers';
import { appSystem } from '../../../src/ui/app/app-system';
import { __unsafe_useEmotionCache as useEmotionCache, type EmotionCache } from '@emotion/react';
import { testContainer } from '../test-app';

/** A task boundary the test opens by hand. */
function manualTasks() {
  let next: () => void = () => {};
  return {
    newTask: () => new Promise<void>((resolve) => (next = resolve)),
    endTask: async () => {
      next();
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

const styleTags = () => [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')];
const rulesOf = (tag: HTMLStyleElement) => [...tag.sheet!.cssRules].map((r) => r.cssText.replace(/\s+/g, ''));

describe("the app's emotion cache", () => {
  it('puts the rules of one task in one new <style> element and never changes an earlier one', async () => {
    const tasks = manualTasks();
    const cache = createAppEmotionCache(tasks.newTask);
    cache.sheet.isSpeedy = true; // as in a production build: rules go in by insertRule
    const before = styleTags().length;

    cache.sheet.insert('.a{color:red;}');
    cache.sheet.insert('.b{color:blue;}');
    await tasks.endTask();
    cache.sheet.insert('.c{color:green;}');

    const tags = styleTags().slice(before);
    expect(tags).toHaveLength(2);
    expect(rulesOf(tags[0])).toEqual(['.a{color:red;}', '.b{color:blue;}']);
    expect(rulesOf(tags[1])).toEqual(['.c{color:green;}']);
    // The later element comes after the earlier one: the stylesheet list only grows at its end.
    expect(tags[0].compareDocumentPosition(tags[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cache.sheet.flush(); // this test's elements only
  });

  it('is the cache the app renders with', () => {
    let used: EmotionCache | null = null;
    function Probe() {
      used = useEmotionCache();
      return <Button>登录</Button>;
    }
    const { getByRole } = render(
      <AppProviders system={appSystem} container={testContainer().container}>
        <Probe />
      </AppProviders>,
    );
    // Emotion's default cache inserts through StyleSheet.prototype.insert; the app's wraps it.
    expect(Object.prototype.hasOwnProperty.call(used!.sheet, 'insert')).toBe(true);
    const className = [...getByRole('button', { name: '登录' }).classList].find((c) => c.startsWith('css-'));
    expect(used!.inserted[className!.slice('css-'.length)]).toBeTruthy();
  });
});
