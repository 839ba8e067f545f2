import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { fetchDirectory, uploadDirectory } from '../../codegen/api/directories/directories';
import { agreeDocument } from '../../codegen/api/notes/notes';
import { uploadDocument } from '../../codegen/api/documents/documents';
import { apiClient } from '../../src/api/http-client';
import { HttpStatusError } from '../../src/shared/errors/app-error';

const origin = inject('mockOrigin');

describe('the generated client through the mutator, against the mock', () => {
  let restore: () => void;
  beforeEach(() => {
    const baseURL = apiClient.defaults.baseURL;
    apiClient.defaults.baseURL = `${origin}/v1`;
    const interceptor = apiClient.interceptors.request.use((config) => {
      config.headers.set('Authorization', 'Bearer contract-test-token');
      return config;
    });
    restore = () => {
      apiClient.defaults.baseURL = baseURL;
      apiClient.interceptors.request.eject(interceptor);
    };
  });
  afterEach(() => {
    restore();
  });

  it('resolves to the response body, envelope included', async () => {
    const load = await fetchDirectory('root', undefined, { headers: { Prefer: 'example=Root' } });
    expect(load.data.directory).toBeNull();
    expect(load.data.childrenDirectories.map((directory) => directory.name)).toEqual(['ЖК «Северный квартал»']);
  });

  it('sends the headers every request carries', async () => {
    let sent: Record<string, unknown> = {};
    const spy = apiClient.interceptors.request.use((config) => {
      sent = config.headers.toJSON();
      return config;
    });
    await fetchDirectory('a1000000-0000-4000-8000-000000000004');
    apiClient.interceptors.request.eject(spy);
    expect(sent).toMatchObject({
      Accept: 'application/json, application/problem+json',
      'X-Requested-With': 'XMLHttpRequest',
    });
  });

  it('rejects with the problem of the catalogue', async () => {
    const error: unknown = await agreeDocument('b2000000-0000-4000-8000-000000000001', {
      headers: { Prefer: 'code=409, example=DocumentCommentsNotCommented' },
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(409);
    expect((error as HttpStatusError).problem?.title).toBe('DocumentCommentsNot\u0421ommented');
  });

  it('uploads multipart bodies and reports upload progress', async () => {
    const progress: number[] = [];
    const file = new File([new Uint8Array(256 * 1024)], 'АР-02 Фасады.pdf', { type: 'application/pdf' });
    const created = await uploadDocument(
      { file, parentDirectoryId: 'a1000000-0000-4000-8000-000000000008' },
      { onUploadProgress: (event) => progress.push(event.loaded) },
    );
    expect(created.data.name).toBe('АР-02 Фасады.pdf');
    expect(progress.at(-1)).toBeGreaterThan(0);
  });

  it('checks a folder name and reads the clash extension members', async () => {
    const error: unknown = await uploadDirectory(
      { name: 'Фасады', parentDirectoryId: 'a1000000-0000-4000-8000-000000000004', isUploadDirectory: true },
      { headers: { Prefer: 'code=400, example=FolderNameClash' } },
    ).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).problem).toMatchObject({
      title: 'DirectoryWithNameAlreadyExists',
      allowedName: 'Фасады (1)',
      isSkeletonEntity: false,
    });
  });
});
