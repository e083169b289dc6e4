import { describe, expect, it } from 'vitest';
import {
  HTTP_STATUS_ROWS,
  bodyCodeAction,
  errorDescriptionMessage,
  genericFailureMessage,
  httpStatusMessage,
  isSessionExpiry,
  transportMessage,
} from '../../../src/adapters/http/api-client';

const failure = (status: number, body: Record<string, unknown> | null = null) => ({ status, url: '/v2/x', body });

describe('HTTP status rows (spec 1 section 8)', () => {
  it.each([
    [400, '请求错误'],
    [401, null],
    [403, '拒绝访问'],
    [404, '请求地址出错: /v2/x'],
    [408, '请求超时'],
    [500, '服务器内部错误'],
    [501, '服务未实现'],
    [502, '网关错误'],
    [503, '服务不可用'],
    [504, '网关超时'],
    [505, 'HTTP版本不受支持'],
  ])('%i -> %s', (status, message) => {
    expect(httpStatusMessage(failure(status))).toBe(message);
  });

  it('covers exactly the catalogue statuses; others show nothing', () => {
    expect(Object.keys(HTTP_STATUS_ROWS).map(Number).sort()).toEqual([400, 401, 403, 404, 408, 422, 500, 501, 502, 503, 504, 505]);
    expect(httpStatusMessage(failure(418))).toBeNull();
  });

  it('400 says nothing when the body code is 20201', () => {
    expect(httpStatusMessage(failure(400, { code: 20201 }))).toBeNull();
  });

  it.each([
    [{}, '该月份没有数据！'],
    [{ issues: { username: ['用户名已存在'] } }, '用户名已存在'],
    [{ issues: { username: '用户名格式错误' } }, '用户名格式错误'],
    [{ error: { message: '参数错误' } }, '参数错误'],
    [{ error: '字段缺失' }, '字段缺失'],
  ])('422 with %j -> %s', (body, message) => {
    expect(httpStatusMessage(failure(422, body))).toBe(message);
  });

  it('login, SMS and register show error_description', () => {
    expect(errorDescriptionMessage(failure(400, { error_description: '用户名或密码错误' }))).toBe('用户名或密码错误');
    expect(errorDescriptionMessage(failure(500, {}))).toBe('服务器内部错误');
  });
});

describe('transport and generic rows', () => {
  it('no response and timeout', () => {
    expect(transportMessage('network')).toBe('请检查网络再重新连接');
    expect(transportMessage('timeout')).toBe('请求超时');
  });

  it.each([
    [{ online: false, hasToken: true }, '网络不给力，请重试'],
    [{ online: false, hasToken: false }, '网络不给力，请重试'],
    [{ online: true, hasToken: true }, '服务器繁忙，请稍候再试'],
    [{ online: true, hasToken: true, code: 20201 }, null],
    [{ online: true, hasToken: true, code: 20212 }, null],
    [{ online: true, hasToken: false }, null],
  ])('generic handler %j -> %s', (ctx, message) => {
    expect(genericFailureMessage(ctx)).toBe(message);
  });
});

describe('body codes', () => {
  it.each([
    ['GET', 20201, true],
    ['GET', 20212, true],
    ['POST', 20212, true],
    ['PUT', 20212, true],
    ['POST', 20201, false],
    ['DELETE', 20201, false],
    ['GET', 200, false],
  ])('%s with %i expires the session: %s', (method, code, expired) => {
    expect(isSessionExpiry(method, code)).toBe(expired);
  });

  it.each([
    [200, undefined, 'success'],
    [20216, undefined, 'silent'],
    [10001, undefined, 'silent'],
    [20022, undefined, 'toast'],
    [20407, [20407], 'handled'],
    [30000, 'all', 'handled'],
    [30000, [20407], 'toast'],
  ] as const)('%i with handled %j -> %s', (code, handled, action) => {
    expect(bodyCodeAction(code, handled)).toBe(action);
  });
});
