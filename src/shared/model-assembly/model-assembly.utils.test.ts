import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../codegen/model/configuration';
import { testDocument } from '../documents/documents.test-data';
import { testConfiguration } from '../downloads/downloads.test-fixtures';
import {
  canAssembleModels,
  canCreateMergedModel,
  isModelDocument,
  isModelSynced,
  isValidMergedModelName,
  modelViewerPath,
  modelViewerSearch,
  needsModelUpload,
  readyModelId,
} from './model-assembly.utils';
import { architecture, modelDocument, services, structures } from './model-assembly.test-data';

const plan = testDocument();
const upperCase = modelDocument('b2000000-0000-4000-8000-000000000010', 'Сводная модель.CIM');
const ifcOnly: Configuration = {
  ...testConfiguration,
  documentViewer: { ...testConfiguration.documentViewer, tanglViewer: { extensions: ['.ifc'] } },
};

describe('isModelDocument', () => {
  it('takes the documents of the configured model list, case-insensitive', () => {
    expect(isModelDocument(structures, testConfiguration)).toBe(true);
    expect(isModelDocument(services, testConfiguration)).toBe(true);
    expect(isModelDocument(upperCase, testConfiguration)).toBe(true);
  });

  it('refuses other documents and follows the configuration', () => {
    expect(isModelDocument(plan, testConfiguration)).toBe(false);
    expect(isModelDocument(services, ifcOnly)).toBe(false);
    expect(isModelDocument(structures, ifcOnly)).toBe(true);
  });
});

describe('needsModelUpload', () => {
  it('uploads a version with neither a model id nor a job', () => {
    expect(needsModelUpload({ tanglVersionId: null, jobId: null, uploadState: null })).toBe(true);
    expect(needsModelUpload({ tanglVersionId: '', jobId: '', uploadState: 'None' })).toBe(true);
  });

  it('uploads again after an error, even with an id or a job', () => {
    expect(needsModelUpload({ tanglVersionId: 'tv-1', jobId: 'job-1', uploadState: 'Error' })).toBe(true);
    expect(needsModelUpload({ tanglVersionId: null, jobId: 'job-1', uploadState: 'Error' })).toBe(true);
  });

  it('asks the status of a version with a model id or a job', () => {
    expect(needsModelUpload({ tanglVersionId: 'tv-1', jobId: null, uploadState: 'Completed' })).toBe(false);
    expect(needsModelUpload({ tanglVersionId: null, jobId: 'job-1', uploadState: 'Processing' })).toBe(false);
    expect(needsModelUpload({ tanglVersionId: null, jobId: 'job-1', uploadState: null })).toBe(false);
  });
});

describe('isModelSynced and readyModelId', () => {
  it('is synced with a model id, whatever the state', () => {
    expect(isModelSynced({ tanglVersionId: 'tv-1', uploadState: 'Completed' })).toBe(true);
    expect(isModelSynced({ tanglVersionId: 'tv-1', uploadState: null })).toBe(true);
    expect(readyModelId({ tanglVersionId: 'tv-1', uploadState: 'Completed' })).toBe('tv-1');
  });

  it('is synced when Merged, but without an id there is nothing to open', () => {
    expect(isModelSynced({ tanglVersionId: null, uploadState: 'Merged' })).toBe(true);
    expect(readyModelId({ tanglVersionId: null, uploadState: 'Merged' })).toBeUndefined();
    expect(readyModelId({ tanglVersionId: 'tv-m', uploadState: 'Merged' })).toBe('tv-m');
  });

  it('is waiting otherwise, errors included', () => {
    for (const uploadState of ['Waiting', 'Processing', 'Completed', 'Error', 'None', null] as const) {
      expect(isModelSynced({ tanglVersionId: null, uploadState })).toBe(false);
      expect(readyModelId({ tanglVersionId: '', uploadState })).toBeUndefined();
    }
  });
});

describe('canAssembleModels', () => {
  it('takes one or more model documents', () => {
    expect(canAssembleModels([structures], testConfiguration)).toBe(true);
    expect(canAssembleModels([structures, architecture, services], testConfiguration)).toBe(true);
  });

  it('refuses an empty selection and one with any other document', () => {
    expect(canAssembleModels([], testConfiguration)).toBe(false);
    expect(canAssembleModels([structures, plan], testConfiguration)).toBe(false);
  });

  it('is not offered while the server cannot answer the model service’s operations (it would answer 501)', () => {
    for (const operation of ['uploadModelVersion', 'getModelUploadStatus']) {
      const configuration = { ...testConfiguration, unavailableOperations: [operation] };
      expect(canAssembleModels([structures], configuration)).toBe(false);
    }
    expect(canAssembleModels([structures], { ...testConfiguration, unavailableOperations: ['mergeModels'] })).toBe(
      true,
    );
  });
});

describe('canCreateMergedModel', () => {
  it('takes two or more model documents', () => {
    expect(canCreateMergedModel([structures, architecture], testConfiguration)).toBe(true);
  });

  it('refuses fewer than two, more than the contract allows, or any other document', () => {
    expect(canCreateMergedModel([structures], testConfiguration)).toBe(false);
    expect(canCreateMergedModel([structures, plan], testConfiguration)).toBe(false);
    expect(
      canCreateMergedModel(
        Array.from({ length: 101 }, () => structures),
        testConfiguration,
      ),
    ).toBe(false);
    expect(
      canCreateMergedModel(
        Array.from({ length: 100 }, () => structures),
        testConfiguration,
      ),
    ).toBe(true);
  });

  it('is not offered while the server cannot answer createMergedModel', () => {
    const configuration = { ...testConfiguration, unavailableOperations: ['getOfficeSession', 'createMergedModel'] };
    expect(canCreateMergedModel([structures, architecture], configuration)).toBe(false);
  });
});

describe('isValidMergedModelName', () => {
  it('accepts 3 to 128 characters after trimming', () => {
    expect(isValidMergedModelName('  КЖ1  ')).toBe(true);
    expect(isValidMergedModelName('a'.repeat(128))).toBe(true);
  });

  it('refuses shorter or longer names', () => {
    expect(isValidMergedModelName('  КЖ  ')).toBe(false);
    expect(isValidMergedModelName('a'.repeat(129))).toBe(false);
  });
});

describe('modelViewerSearch and modelViewerPath', () => {
  it('repeats ids once per model version id, encoded', () => {
    expect(modelViewerSearch(['tv-kzh', 'tv-ar'])).toBe('?ids=tv-kzh&ids=tv-ar');
    expect(modelViewerSearch(['a&b'])).toBe('?ids=a%26b');
    expect(modelViewerSearch([])).toBe('');
  });

  it('is the query of the model viewer route', () => {
    expect(modelViewerPath(['tv-kzh', 'tv-ar'])).toBe('/tangl-viewer/model/?ids=tv-kzh&ids=tv-ar');
    expect(modelViewerPath(['tv-kzh'])).toBe('/tangl-viewer/model/?ids=tv-kzh');
  });
});
