import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getModelUploadStatus, uploadModelVersion } from '../../../codegen/api/models/models';
import type { ModelSyncStatus } from '../../../codegen/model/modelSyncStatus';
import { architecture, modelDocument, services, structures, syncStatus } from './model-assembly.test-data';
import { prepareModels } from './prepareModels';

vi.mock('../../../codegen/api/models/models', () => ({ uploadModelVersion: vi.fn(), getModelUploadStatus: vi.fn() }));

const failed = modelDocument('b2000000-0000-4000-8000-000000000011', 'Модель ВК.ifc', {
  tanglVersionId: 'tv-old',
  uploadState: 'Error',
});

/** Answers both calls from a table by document id. */
function answer(byId: Record<string, Partial<ModelSyncStatus>>) {
  const reply = (id: string) => {
    const document = [structures, architecture, services, failed].find((candidate) => candidate.id === id);
    if (!document) return Promise.reject(new Error(`unexpected ${id}`));
    return Promise.resolve(syncStatus(document, byId[id]));
  };
  vi.mocked(uploadModelVersion).mockImplementation(reply);
  vi.mocked(getModelUploadStatus).mockImplementation(reply);
}

beforeEach(() => {
  vi.mocked(uploadModelVersion).mockReset();
  vi.mocked(getModelUploadStatus).mockReset();
});

describe('prepareModels', () => {
  it('uploads versions without id and job or in error, and asks the status of the others', async () => {
    answer({});
    await prepareModels([structures, architecture, services, failed]);
    expect(vi.mocked(uploadModelVersion).mock.calls).toEqual([
      [architecture.id, 0],
      [failed.id, 0],
    ]);
    expect(vi.mocked(getModelUploadStatus).mock.calls).toEqual([
      [structures.id, 0],
      [services.id, 0],
    ]);
  });

  it('uses the head version of each document', async () => {
    answer({});
    const head = { ...architecture, version: { ...architecture.version, index: 4 } };
    await prepareModels([head]);
    expect(vi.mocked(uploadModelVersion)).toHaveBeenCalledWith(architecture.id, 4);
  });

  it('gives the model ids of the synced versions in the documents’ order', async () => {
    answer({
      [structures.id]: { tanglVersionId: 'tv-kzh', uploadState: 'Completed' },
      [architecture.id]: { tanglVersionId: 'tv-ar', uploadState: 'Completed' },
      [services.id]: { tanglVersionId: 'tv-ov', uploadState: 'Imported' },
    });
    const prepared = await prepareModels([services, structures, architecture]);
    expect(prepared).toMatchObject({ ready: ['tv-ov', 'tv-kzh', 'tv-ar'], waiting: [] });
    expect(prepared.models.map(({ document, status }) => [document.id, status.tanglVersionId])).toEqual([
      [services.id, 'tv-ov'],
      [structures.id, 'tv-kzh'],
      [architecture.id, 'tv-ar'],
    ]);
  });

  it('keeps the documents still synchronising, in their order, a Merged state without an id among them', async () => {
    answer({
      [structures.id]: { tanglVersionId: 'tv-kzh', uploadState: 'Completed' },
      [architecture.id]: { uploadState: 'Sending', jobId: 'job-ar' },
      [services.id]: { uploadState: 'Merged' },
      [failed.id]: { uploadState: 'Error' },
    });
    const prepared = await prepareModels([failed, structures, services, architecture]);
    expect(prepared).toMatchObject({ ready: ['tv-kzh'], waiting: [failed, services, architecture] });
    // Every document keeps its answer, for the Sync dialog to show and follow.
    expect(prepared.models.map(({ status }) => status.uploadState)).toEqual([
      'Error',
      'Completed',
      'Merged',
      'Sending',
    ]);
  });

  it('sends all calls before any answer arrives', async () => {
    const pending: ((status: ModelSyncStatus) => void)[] = [];
    const hold = () => new Promise<ModelSyncStatus>((resolve) => pending.push(resolve));
    vi.mocked(uploadModelVersion).mockImplementation(hold);
    vi.mocked(getModelUploadStatus).mockImplementation(hold);
    const result = prepareModels([structures, architecture]);
    expect(pending).toHaveLength(2);
    pending[0]?.(syncStatus(structures, { tanglVersionId: 'tv-kzh' }));
    pending[1]?.(syncStatus(architecture, { tanglVersionId: 'tv-ar' }));
    await expect(result).resolves.toMatchObject({ ready: ['tv-kzh', 'tv-ar'], waiting: [] });
  });

  it('gives nothing to do for no documents', async () => {
    await expect(prepareModels([])).resolves.toEqual({ ready: [], waiting: [], models: [] });
    expect(uploadModelVersion).not.toHaveBeenCalled();
  });

  it('rejects with the first failure of a call', async () => {
    const refusal = new Error('model service down');
    vi.mocked(getModelUploadStatus).mockRejectedValue(refusal);
    vi.mocked(uploadModelVersion).mockResolvedValue(syncStatus(architecture));
    await expect(prepareModels([architecture, structures])).rejects.toBe(refusal);
  });
});
