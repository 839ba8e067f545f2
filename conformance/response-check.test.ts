import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadContractOperations } from './contract-model';
import { contractComplaint, type AnswerLike } from './response-check';

const fetchDirectory = loadContractOperations().find((operation) => operation.operationId === 'fetchDirectory');
if (!fetchDirectory) throw new Error('The contract has no fetchDirectory.');

const LOAD = { data: { directory: null, ancestors: [], childrenDirectories: [], childrenDocuments: [] } };

const gzipAnswer = (bytes: Uint8Array): AnswerLike => ({
  status: 200,
  headers: { 'content-type': 'application/gzip' },
  text: '',
  byteLength: bytes.length,
  bytes,
});

describe('contractComplaint on a gzip file of the JSON (fetchDirectory)', () => {
  it('passes a gzip file of an answer the JSON schema takes', () => {
    expect(contractComplaint(fetchDirectory, gzipAnswer(gzipSync(JSON.stringify(LOAD))))).toBeNull();
  });

  it('names a file that is not gzip, not JSON inside, or JSON the schema refuses', () => {
    expect(contractComplaint(fetchDirectory, gzipAnswer(Buffer.from('{"data":{}}')))).toBe(
      'answered 200 with an application/gzip body that is not gzip',
    );
    expect(contractComplaint(fetchDirectory, gzipAnswer(gzipSync('<html>')))).toBe(
      'answered 200 with a gzip file that is not JSON',
    );
    expect(contractComplaint(fetchDirectory, gzipAnswer(gzipSync(JSON.stringify({ data: {} }))))).toMatch(
      /^answered 200 with a gzip file the schema refuses: /,
    );
  });
});
