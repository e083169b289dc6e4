import { describe, expect, it } from 'vitest';
import { LoadEditorConfig } from '../../../src/application/editor/load-editor-config';
import { UploadEditorImage } from '../../../src/application/editor/upload-editor-image';
import { CatchRemoteImages } from '../../../src/application/editor/catch-remote-images';
import { DEFAULT_EDITOR_OPTIONS } from '../../../src/domain/editor/editor-options';
import { BusinessError } from '../../../src/application/errors';
import type { EditorGateway } from '../../../src/application/ports/editor-gateway';
import { err, ok } from '../../../src/domain/common/result';
import { FakeEditorGateway } from '../../fakes/fake-editor-gateway';
import { loaded } from '../../fakes/loaded';

const file = (name: string, size: number, type = 'image/png') => Object.assign(new Blob([new Uint8Array(size)], { type }), { name });

describe('LoadEditorConfig', () => {
  it('merges the server config into the defaults and keeps it', async () => {
    const gateway = new FakeEditorGateway('https://img.tujia.com');
    gateway.config = { imageMaxSize: 1024 };
    const load = new LoadEditorConfig(loaded(gateway));
    const first = await load.execute();
    expect(first.failed).toBe(false);
    expect(first.options.imageMaxSize).toBe(1024);
    expect(first.options.imageHostPrefix).toBe('https://img.tujia.com');
    expect(first.options.catcherLocalDomain).toContain('img.tujia.com');
    gateway.config = 'fail';
    expect((await load.execute()).options.imageMaxSize).toBe(1024);
  });

  it('falls back to the defaults when the config call fails or throws', async () => {
    // An unparsable upload base gives no image host, as in the real binding.
    const gateway = new FakeEditorGateway('http://[');
    gateway.config = 'fail';
    const failed = await new LoadEditorConfig(loaded(gateway)).execute();
    expect(failed).toEqual({ options: { ...DEFAULT_EDITOR_OPTIONS, imageHostPrefix: '' }, failed: true });
    gateway.loadConfig = () => Promise.reject(new Error('network'));
    expect((await new LoadEditorConfig(loaded(gateway)).execute()).failed).toBe(true);
  });

  it('asks again after a failure, then keeps the answer', async () => {
    const gateway = new FakeEditorGateway();
    gateway.config = 'fail';
    let asked = 0;
    const loadConfig = gateway.loadConfig.bind(gateway);
    gateway.loadConfig = () => (asked++, loadConfig());
    const load = new LoadEditorConfig(loaded(gateway));
    expect((await load.execute()).failed).toBe(true);
    gateway.config = { imageMaxSize: 1024 };
    expect(await load.execute()).toMatchObject({ failed: false, options: { imageMaxSize: 1024 } });
    await load.execute();
    expect(asked).toBe(2);
  });

  it('starts an editor on the defaults, without an image host, and keeps them when the gateway does not load', async () => {
    const load = new LoadEditorConfig(() => Promise.reject(new Error('chunk failed')));
    expect(load.defaults()).toEqual(DEFAULT_EDITOR_OPTIONS);
    expect(load.defaults().imageHostPrefix).toBe('');
    expect(await load.execute()).toEqual({ options: DEFAULT_EDITOR_OPTIONS, failed: true });
  });

  it('applies the server config when no image host is known', async () => {
    const gateway = new FakeEditorGateway('http://[');
    gateway.config = { imageMaxSize: 1024 };
    const loadedConfig = await new LoadEditorConfig(loaded(gateway)).execute();
    expect(loadedConfig.failed).toBe(false);
    expect(loadedConfig.options.imageMaxSize).toBe(1024);
    expect(loadedConfig.options.catcherLocalDomain).toEqual(DEFAULT_EDITOR_OPTIONS.catcherLocalDomain);
  });
});

describe('UploadEditorImage', () => {
  const options = { ...DEFAULT_EDITOR_OPTIONS, imageHostPrefix: 'https://img.tujia.com' };

  it('uploads to the configured action and field and strips the image host', async () => {
    const gateway = new FakeEditorGateway();
    gateway.uploadImage = async () => ({ ok: true, value: { url: 'https://img.tujia.com/editor/a.png', title: 'a.png', original: '客厅.png' } });
    const result = await new UploadEditorImage(loaded(gateway)).execute(file('客厅.png', 10), options);
    expect(result).toEqual({ ok: true, value: { src: '/editor/a.png', alt: 'a.png' } });
  });

  it('prefixes a bare answer with a slash', async () => {
    const gateway = new FakeEditorGateway();
    gateway.uploadImage = async () => ({ ok: true, value: { url: 'uploads/editor/b.png', title: '', original: 'b.png' } });
    const result = await new UploadEditorImage(loaded(gateway)).execute(file('b.png', 10), options);
    expect(result.ok && result.value).toEqual({ src: '/uploads/editor/b.png', alt: 'b.png' });
  });

  it('checks type and size before any request', async () => {
    const gateway = new FakeEditorGateway();
    const upload = new UploadEditorImage(loaded(gateway));
    expect(await upload.execute(file('a.svg', 10, 'image/svg+xml'), options)).toEqual({ ok: false, error: { kind: 'type' } });
    expect(await upload.execute(file('a.png', options.imageMaxSize + 1), options)).toEqual({ ok: false, error: { kind: 'size' } });
    expect(gateway.uploads).toEqual([]);
  });

  it('turns 10024 into size exceeded and other failures into a load error', async () => {
    const gateway = new FakeEditorGateway();
    gateway.maxBytes = 5;
    const upload = new UploadEditorImage(loaded(gateway));
    expect(await upload.execute(file('a.png', 10), options)).toEqual({ ok: false, error: { kind: 'size' } });
    gateway.uploadImage = () => Promise.reject(new Error('timeout'));
    expect(await upload.execute(file('a.png', 10), options)).toEqual({ ok: false, error: { kind: 'load' } });
  });

  it('sends the file to the action and field of the options', async () => {
    const gateway = new FakeEditorGateway();
    const custom = { ...options, imageActionName: 'uploadpic', imageFieldName: 'pic' };
    expect((await new UploadEditorImage(loaded(gateway)).execute(file('a.png', 10), custom)).ok).toBe(true);
    expect(gateway.uploads).toEqual([{ name: 'a.png', target: { action: 'uploadpic', fieldName: 'pic' } }]);
  });

  it('gives a refusal other than 10024 as a load error with the server msg', async () => {
    const gateway = new FakeEditorGateway();
    gateway.uploadImage = async () => err(new BusinessError(500, '上传失败'));
    expect(await new UploadEditorImage(loaded(gateway)).execute(file('a.png', 10), options)).toEqual({
      ok: false,
      error: { kind: 'load', message: '上传失败' },
    });
  });

  it('leaves the alt text empty when neither the answer nor the file names the image', async () => {
    const gateway = new FakeEditorGateway();
    gateway.uploadImage = async () => ok({ url: 'uploads/editor/c.png', title: '', original: '' });
    const unnamed = new Blob([new Uint8Array(10)], { type: 'image/png' });
    expect(await new UploadEditorImage(loaded(gateway)).execute(unnamed, options)).toEqual({ ok: true, value: { src: '/uploads/editor/c.png', alt: '' } });
  });
});

describe('CatchRemoteImages', () => {
  const options = { ...DEFAULT_EDITOR_OPTIONS, imageHostPrefix: 'https://img.tujia.com' };

  it('maps each captured source to its new relative src', async () => {
    const gateway = new FakeEditorGateway();
    gateway.catchImages = async (urls) => ({
      ok: true,
      value: [
        { source: urls[0], state: 'SUCCESS', url: 'https://img.tujia.com/c/1.png' },
        { source: urls[1], state: '链接不可用', url: '' },
        { source: 'https://not-asked.cn/x.png', state: 'SUCCESS', url: 'c/2.png' },
      ],
    });
    const result = await new CatchRemoteImages(loaded(gateway)).execute(['https://a.cn/1.png', 'https://b.cn/2.png'], options);
    expect([...result]).toEqual([['https://a.cn/1.png', '/c/1.png']]);
  });

  it('asks nothing for no sources and survives a failure', async () => {
    const gateway = new FakeEditorGateway();
    const capture = new CatchRemoteImages(loaded(gateway));
    expect((await capture.execute([], options)).size).toBe(0);
    expect(gateway.caught).toEqual([]);
    gateway.catchImages = () => Promise.reject(new Error('timeout'));
    expect((await capture.execute(['https://a.cn/1.png'], options)).size).toBe(0);
  });

  it('sends the sources to the catcher action and field of the options', async () => {
    const gateway = new FakeEditorGateway();
    const targets: unknown[] = [];
    const port: EditorGateway = gateway;
    port.catchImages = async (_urls, target) => (targets.push(target), ok([]));
    await new CatchRemoteImages(loaded(gateway)).execute(['https://a.cn/1.png'], { ...options, catcherActionName: 'catch', catcherFieldName: 'src' });
    expect(targets).toEqual([{ action: 'catch', fieldName: 'src' }]);
  });

  it('uses no answer whose state is not SUCCESS, even with a url', async () => {
    const gateway = new FakeEditorGateway();
    gateway.catchImages = async (urls) => ok([{ source: urls[0], state: '链接不可用', url: 'c/1.png' }]);
    expect((await new CatchRemoteImages(loaded(gateway)).execute(['https://a.cn/1.png'], options)).size).toBe(0);
  });
});
