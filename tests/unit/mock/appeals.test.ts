import { describe, expect, it } from 'vitest';
import { gradientPng } from '../../../mock-server/fixtures/png';
import { isRefusalEnvelope, useMockClient } from './hardening-client';

/** Filing an order appeal (form-encoded) and uploading its evidence (update-pic). */
const mock = useMockClient();

// 501012: accepted 16.5 days ago, complaintIt 0, 50 yuan: a return appeal is allowed.
const ORDER = 501012;
const FORM = { dataType: 'ORDER', dataId: String(ORDER), content: '业主已与其他公司签约', photo: 'complaint/1700000000000-a1.png' };

const file = (fields: Record<string, string>, orderId: number | string = ORDER) =>
  mock.call('PUT', `/v2/account/fin-payment-complaint/${orderId}`, { as: 'merchant', body: new URLSearchParams(fields) });
const appealCount = async () => (await mock.call('GET', '/v2/account/fin-payment-complaint?dataType=ORDERS&limit=15&offset=0', { as: 'merchant' })).body.data.total;

function evidence(bytes: Buffer, type: string, name = 'proof.png') {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return mock.call('POST', '/v2/account/update-pic', { as: 'merchant', body });
}

const PNG = gradientPng(4, 4, [200, 200, 200], [20, 20, 20]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"></svg>');
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

describe('order appeal form', () => {
  it('files a well-formed appeal once: the order is then under review', async () => {
    expect((await file(FORM)).body).toMatchObject({ code: 200, msg: '申请成功' });
    expect(await appealCount()).toBe(3);
    expect((await file(FORM)).body).toMatchObject({ code: 20022, msg: '订单审核中' });
  });

  it.each([
    ['no type', { dataType: '' }],
    ['an unknown type', { dataType: 'REFUND' }],
    ['an order id that is no number', { dataId: 'abc' }],
    ['the id of another order', { dataId: '501013' }],
    ['an explanation of 201 characters', { content: '签'.repeat(201) }],
    ['four evidence images', { photo: ['a', 'b', 'c', 'd'].map((x) => `complaint/1700000000000-${x}.png`).join(',') }],
    ['an evidence path outside the appeal folder', { photo: '../../etc/passwd' }],
    ['an evidence URL', { photo: 'http://evil.example/x.png' }],
  ])('answers %s with a 400 envelope and stores nothing', async (_what, patch) => {
    const answer = await file({ ...FORM, ...patch });
    expect(isRefusalEnvelope(answer)).toBe(true);
    expect([answer.status, answer.body.code]).toEqual([400, 400]);
    expect(await appealCount()).toBe(2);
    // The order is untouched: a well-formed appeal still goes through.
    expect((await file(FORM)).body.code).toBe(200);
  });

  it.each([
    ['a null explanation', { ...FORM, content: null }],
    ['an object for the type', { ...FORM, dataType: { toString: 1 } }],
    ['a list of paths', { ...FORM, photo: [FORM.photo] }],
  ])('answers a JSON body with %s with a 400 envelope', async (_what, json) => {
    const answer = await mock.call('PUT', `/v2/account/fin-payment-complaint/${ORDER}`, { as: 'merchant', json });
    expect([answer.status, answer.body.code]).toEqual([400, 400]);
    expect(await appealCount()).toBe(2);
  });

  it('answers a path id that is no number with a 400 envelope', async () => {
    expect((await file(FORM, 'abc')).status).toBe(400);
  });
});

describe('appeal evidence upload', () => {
  it.each([
    ['SVG claimed as PNG', SVG, 'image/png'],
    ['HTML claimed as JPEG', HTML, 'image/jpeg'],
    ['a GIF', GIF, 'image/png'],
  ])('refuses %s by its bytes with a 4xx envelope', async (_what, bytes, type) => {
    const answer = await evidence(bytes, type);
    expect(isRefusalEnvelope(answer)).toBe(true);
    expect([answer.status, answer.body.msg]).toEqual([415, '上传图片必须是JPG/JPEG/PNG 格式!']);
  });

  it('keeps a PNG as the PNG its bytes are, whatever type the client claims', async () => {
    const saved = await evidence(PNG, 'image/jpeg', 'proof.jpg');
    expect(saved.body.data.save_path).toMatch(/^complaint\/\d+-\w+\.png$/);
    const served = await mock.call('GET', `/v2/account/pic-file?file=${encodeURIComponent(saved.body.data.save_path)}`, { as: 'merchant' });
    expect(served.headers.get('content-type')).toMatch(/^image\/png/);
  });
});
