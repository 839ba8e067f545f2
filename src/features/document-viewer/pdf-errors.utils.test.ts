import { describe, expect, it } from 'vitest';
import { HttpStatusError } from '../../shared/errors/app-error';
import { pdfErrorKey } from './pdf-errors.utils';

function named(name: string): Error {
  const error = new Error('pdf.js');
  error.name = name;
  return error;
}

describe('pdfErrorKey', () => {
  it('names what pdf.js refuses to open', () => {
    expect(pdfErrorKey(named('InvalidPDFException'))).toBe('invalidPdf');
    expect(pdfErrorKey(named('PasswordException'))).toBe('passwordProtected');
  });

  it('leaves every other error to the app’s messages', () => {
    expect(pdfErrorKey(new HttpStatusError(422))).toBeUndefined();
    expect(pdfErrorKey(named('UnknownErrorException'))).toBeUndefined();
    expect(pdfErrorKey('InvalidPDFException')).toBeUndefined();
  });
});
