import { afterAll, beforeAll, describe } from 'vitest';
import { QiniuFileStorage } from '../../../src/adapters/qiniu/qiniu-file-storage';
import { InMemoryFileStorage } from '../../fakes/in-memory-file-storage';
import { describeFileStorageCases } from '../../fakes/cases/file-storage.cases';
import { useRealApi } from './real-adapters';

describeFileStorageCases('InMemoryFileStorage', async (base) => new InMemoryFileStorage(base));

type Progress = { lengthComputable: boolean; loaded: number; total: number };

/**
 * The network edge QiniuFileStorage needs and Node 20 lacks: an XMLHttpRequest that sends its
 * FormData with fetch. Upload progress is reported once, complete, when the request is answered.
 */
class FetchXhr {
  status = 0;
  responseText = '';
  readonly upload: { onprogress: ((e: Progress) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private target = { method: 'GET', url: '' };
  open(method: string, url: string) {
    this.target = { method, url };
  }
  send(body: FormData) {
    const total = [...body.values()].reduce((n, v) => n + (typeof v === 'string' ? v.length : v.size), 0);
    fetch(this.target.url, { method: this.target.method, body }).then(
      async (answer) => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
        this.status = answer.status;
        this.responseText = await answer.text();
        this.onload?.();
      },
      () => this.onerror?.(),
    );
  }
}

describe('the real adapter', () => {
  const real = useRealApi();
  // Installed for this file only and removed after it: the unit project shares globals between files.
  const hadXhr = 'XMLHttpRequest' in globalThis;
  beforeAll(() => {
    if (!hadXhr) Object.assign(globalThis, { XMLHttpRequest: FetchXhr });
  });
  afterAll(() => {
    if (!hadXhr) delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
  });
  describeFileStorageCases('QiniuFileStorage against the mock server', async (publicBase) =>
    new QiniuFileStorage(real.api('merchant'), { uploadUrl: `${real.base()}/qiniu/upload`, publicBase, signedIn: () => true }),
  );
});
