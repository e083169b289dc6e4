import { describe, expect, it } from 'vitest';
import {
  checkEditorImageFile,
  isRemoteImage,
  stripImageHostPrefix,
  uploadedImageSrc,
  withLeadingSlash,
} from '../../../src/domain/editor/image-source';
import { DEFAULT_EDITOR_OPTIONS } from '../../../src/domain/editor/editor-options';

describe('image-host prefix stripping', () => {
  const host = 'https://img.tujia.com';

  it('turns sources on the image host into relative paths', () => {
    expect(stripImageHostPrefix('https://img.tujia.com/editor/a.png', host)).toBe('/editor/a.png');
    expect(stripImageHostPrefix('https://img.tujia.com/a.png?w=3#x', host)).toBe('/a.png?w=3#x');
  });

  it('ignores the scheme and the case of the host', () => {
    expect(stripImageHostPrefix('http://IMG.tujia.com/a.png', host)).toBe('/a.png');
    expect(stripImageHostPrefix('//img.tujia.com/a.png', host)).toBe('/a.png');
    expect(stripImageHostPrefix('https://img.tujia.com/a.png', 'http://img.tujia.com/')).toBe('/a.png');
  });

  it('leaves other hosts, look-alike hosts and relative sources alone', () => {
    expect(stripImageHostPrefix('https://cdn.other.com/a.png', host)).toBe('https://cdn.other.com/a.png');
    expect(stripImageHostPrefix('https://img.tujia.com.evil.cn/a.png', host)).toBe('https://img.tujia.com.evil.cn/a.png');
    expect(stripImageHostPrefix('/uploads/a.png', host)).toBe('/uploads/a.png');
  });

  it('strips a prefix with a path, and a host with a port', () => {
    expect(stripImageHostPrefix('https://img.tujia.com/static/a.png', 'https://img.tujia.com/static')).toBe('/a.png');
    expect(stripImageHostPrefix('http://127.0.0.1:5173/uploads/a.png', 'http://127.0.0.1:5173')).toBe('/uploads/a.png');
  });

  it('does nothing without a prefix, and strips a relative prefix literally', () => {
    expect(stripImageHostPrefix('https://img.tujia.com/a.png', '')).toBe('https://img.tujia.com/a.png');
    expect(stripImageHostPrefix('uploads/a.png', '')).toBe('uploads/a.png');
    expect(stripImageHostPrefix('/static/a.png', '/static')).toBe('/a.png');
    expect(stripImageHostPrefix('/STATIC/a.png', '/static')).toBe('/STATIC/a.png');
  });

  it('ignores the scheme of a prefix with a port, and a protocol-relative prefix', () => {
    expect(stripImageHostPrefix('http://img.tujia.com:8080/a.png', 'https://img.tujia.com:8080')).toBe('/a.png');
    expect(stripImageHostPrefix('https://img.tujia.com:8080/a.png', '//img.tujia.com:8080')).toBe('/a.png');
  });

  it('turns the image host itself into the root path, whatever trailing slashes the prefix has', () => {
    expect(stripImageHostPrefix('https://img.tujia.com', host)).toBe('/');
    expect(stripImageHostPrefix('https://img.tujia.com?v=2', host)).toBe('/?v=2');
    expect(stripImageHostPrefix('https://img.tujia.com/static', 'https://img.tujia.com/static//')).toBe('/');
  });
});

describe('uploaded image sources', () => {
  it('prefixes the answer with a slash', () => {
    expect(withLeadingSlash('uploads/a.png')).toBe('/uploads/a.png');
    expect(withLeadingSlash('/uploads/a.png')).toBe('/uploads/a.png');
    expect(withLeadingSlash('https://x.cn/a.png')).toBe('https://x.cn/a.png');
  });

  it('applies the url prefix and then strips the image host', () => {
    expect(uploadedImageSrc('uploads/a.png', { imageUrlPrefix: '', imageHostPrefix: '' })).toBe('/uploads/a.png');
    expect(uploadedImageSrc('/a.png', { imageUrlPrefix: 'https://img.tujia.com', imageHostPrefix: 'https://img.tujia.com' })).toBe('/a.png');
    expect(uploadedImageSrc('https://img.tujia.com/b.png', { imageUrlPrefix: '', imageHostPrefix: 'https://img.tujia.com' })).toBe('/b.png');
  });
});

describe('remote-image detection', () => {
  const context = { currentHost: 'merchant.tujia.com', localDomains: ['127.0.0.1', 'localhost', 'img.tujia.com'] };

  it('treats http, https and ftp sources on other hosts as remote', () => {
    expect(isRemoteImage('http://other.cn/a.png', context)).toBe(true);
    expect(isRemoteImage('https://other.cn/a.png', context)).toBe(true);
    expect(isRemoteImage('FTP://files.other.cn/a.png', context)).toBe(true);
    expect(isRemoteImage('https://merchant.tujia.com:8443/a.png', context)).toBe(true);
  });

  it('keeps the current host, relative sources and other schemes local', () => {
    expect(isRemoteImage('https://merchant.tujia.com/a.png', context)).toBe(false);
    expect(isRemoteImage('/uploads/a.png', context)).toBe(false);
    expect(isRemoteImage('uploads/a.png', context)).toBe(false);
    expect(isRemoteImage('//other.cn/a.png', context)).toBe(false);
    expect(isRemoteImage('data:image/png;base64,AAAA', context)).toBe(false);
    expect(isRemoteImage('blob:https://merchant.tujia.com/1', context)).toBe(false);
  });

  it('keeps the local-domain list and its subdomains local', () => {
    expect(isRemoteImage('http://localhost:3001/a.png', context)).toBe(false);
    expect(isRemoteImage('http://127.0.0.1/a.png', context)).toBe(false);
    expect(isRemoteImage('https://img.tujia.com/a.png', context)).toBe(false);
    expect(isRemoteImage('https://s1.img.tujia.com/a.png', context)).toBe(false);
    expect(isRemoteImage('https://notimg.tujia.com.cn/a.png', context)).toBe(true);
    expect(isRemoteImage('https://user@evil.cn/a.png', context)).toBe(true);
  });

  it('reads the host after any user name, and a listed host with its port', () => {
    expect(isRemoteImage('https://user@img.tujia.com/a.png', context)).toBe(false);
    expect(isRemoteImage('https://user:secret@img.tujia.com:8443/a.png', context)).toBe(false);
    const withPort = { currentHost: 'merchant.tujia.com', localDomains: ['cdn.tujia.com:8080'] };
    expect(isRemoteImage('http://cdn.tujia.com:8080/a.png', withPort)).toBe(false);
    expect(isRemoteImage('http://cdn.tujia.com:9090/a.png', withPort)).toBe(true);
  });

  it('reads a source with surrounding spaces by its address', () => {
    expect(isRemoteImage('  https://other.cn/a.png ', context)).toBe(true);
  });
});

describe('image file checks', () => {
  const options = DEFAULT_EDITOR_OPTIONS;
  it('accepts allowed types within the size limit', () => {
    expect(checkEditorImageFile({ name: 'a.PNG', type: 'image/png', size: 1000 }, options)).toBeNull();
    expect(checkEditorImageFile({ name: 'image', type: 'image/jpeg', size: 1000 }, options)).toBeNull();
  });
  it('refuses other types and oversize files', () => {
    expect(checkEditorImageFile({ name: 'a.svg', type: 'image/svg+xml', size: 10 }, options)).toBe('type');
    expect(checkEditorImageFile({ name: 'a.exe', type: 'application/x-msdownload', size: 10 }, options)).toBe('type');
    expect(checkEditorImageFile({ name: 'a.jpg', type: 'image/jpeg', size: options.imageMaxSize + 1 }, options)).toBe('size');
  });
  it('accepts a file of exactly the size limit', () => {
    expect(checkEditorImageFile({ name: 'a.jpg', type: 'image/jpeg', size: options.imageMaxSize }, options)).toBeNull();
  });
  it('judges by the extension after the last dot of the name, whatever type the browser reports', () => {
    expect(checkEditorImageFile({ name: 'a.png', type: '', size: 10 }, options)).toBeNull();
    expect(checkEditorImageFile({ name: 'my.photo.png', type: 'application/octet-stream', size: 10 }, options)).toBeNull();
    expect(checkEditorImageFile({ name: 'a.png.exe', type: 'image/png', size: 10 }, options)).toBe('type');
    expect(checkEditorImageFile({ name: 'a.svg', type: 'image/png', size: 10 }, options)).toBe('type');
  });
  it('falls back to the image type of a file without an extension, reading image/jpeg as .jpg', () => {
    const jpgOnly = { imageAllowFiles: ['.jpg', '.png'], imageMaxSize: options.imageMaxSize };
    expect(checkEditorImageFile({ name: 'image', type: 'image/jpeg', size: 10 }, jpgOnly)).toBeNull();
    expect(checkEditorImageFile({ name: 'image', type: 'IMAGE/PNG', size: 10 }, jpgOnly)).toBeNull();
    expect(checkEditorImageFile({ type: 'image/png', size: 10 }, jpgOnly)).toBeNull();
    expect(checkEditorImageFile({ name: 'image', type: 'image/gif', size: 10 }, jpgOnly)).toBe('type');
    expect(checkEditorImageFile({ name: 'image', type: 'text/png', size: 10 }, jpgOnly)).toBe('type');
    expect(checkEditorImageFile({ name: 'image', type: 'application/pdf', size: 10 }, jpgOnly)).toBe('type');
    expect(checkEditorImageFile({ size: 10 }, jpgOnly)).toBe('type');
  });
});
