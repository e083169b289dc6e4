import { describe, expect, it } from 'vitest';
import { parseVideoInput } from '../../../src/domain/editor/video-embed';

describe('video input', () => {
  it('embeds a video file as <video> at 420 by 280', () => {
    expect(parseVideoInput('https://v.example.com/a.mp4')).toEqual({ src: 'https://v.example.com/a.mp4', kind: 'video', width: 420, height: 280 });
    expect(parseVideoInput('/uploads/v.webm?x=1')?.kind).toBe('video');
  });

  it('embeds any other web page as a player frame', () => {
    expect(parseVideoInput(' https://player.example.com/embed/9 ')).toEqual({
      src: 'https://player.example.com/embed/9',
      kind: 'iframe',
      width: 420,
      height: 280,
    });
  });

  it('takes the src out of pasted embed code', () => {
    const code = '<iframe src="https://player.example.com/p?id=1&amp;auto=0" width="640" allowfullscreen></iframe>';
    expect(parseVideoInput(code)?.src).toBe('https://player.example.com/p?id=1&auto=0');
  });

  it('uses a given size', () => expect(parseVideoInput('https://a.cn/v', { width: 640, height: 360 })).toMatchObject({ width: 640, height: 360 }));

  it('rounds a given size, and keeps the default for a size that is not a positive finite number', () => {
    expect(parseVideoInput('https://a.cn/v', { width: 640.6, height: 359.4 })).toMatchObject({ width: 641, height: 359 });
    for (const bad of [0, -5, Infinity, Number.NaN])
      expect(parseVideoInput('https://a.cn/v', { width: bad, height: bad })).toMatchObject({ width: 420, height: 280 });
  });

  it('refuses script addresses, relative frames and empty input', () => {
    expect(parseVideoInput('javascript:alert(1)')).toBeNull();
    expect(parseVideoInput('/local/page')).toBeNull();
    expect(parseVideoInput('  ')).toBeNull();
    expect(parseVideoInput('<iframe src="javascript:alert(1)">')).toBeNull();
  });
});
