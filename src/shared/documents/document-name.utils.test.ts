import { describe, expect, it } from 'vitest';
import {
  documentNameError,
  extensionChange,
  fileNamed,
  isValidDocumentName,
  keepingExtension,
} from './document-name.utils';

describe('document names', () => {
  it('accepts 3 to 128 characters after trimming', () => {
    expect(isValidDocumentName('ab')).toBe(false);
    expect(isValidDocumentName('  ab  ')).toBe(false);
    expect(isValidDocumentName('abc')).toBe(true);
    expect(isValidDocumentName('a'.repeat(128))).toBe(true);
    expect(isValidDocumentName('a'.repeat(129))).toBe(false);
  });

  it('refuses a path separator, which would make the name a path', () => {
    expect(documentNameError('a/b.png')).toEqual({ rule: 'regex', message: 'forms.pathSeparator' });
    expect(documentNameError('..\\win.ini')).toEqual({ rule: 'regex', message: 'forms.pathSeparator' });
    expect(documentNameError('План.pdf')).toBeUndefined();
  });

  it('tells when a new name drops or changes the file’s extension, and puts it back', () => {
    expect(extensionChange('План.pdf', 'План 1 этажа.PDF')).toBeNull();
    expect(extensionChange('README', 'Прочти меня')).toBeNull();
    const dropped = extensionChange('План.pdf', ' План ');
    expect(dropped).toEqual({ from: 'pdf', to: '' });
    if (!dropped) throw new Error('no change');
    expect(keepingExtension(' План ', dropped)).toBe('План.pdf');
    const changed = extensionChange('План.pdf', 'План.docx');
    expect(changed).toEqual({ from: 'pdf', to: 'docx' });
    if (!changed) throw new Error('no change');
    expect(keepingExtension('План.docx', changed)).toBe('План.pdf');
  });

  it('renames the file to upload only when the name changed', () => {
    const file = new File(['plan'], 'План.pdf', { type: 'application/pdf' });
    expect(fileNamed(file, ' План.pdf ')).toBe(file);
    const renamed = fileNamed(file, 'План 1 этажа.pdf');
    expect(renamed.name).toBe('План 1 этажа.pdf');
    expect(renamed.type).toBe('application/pdf');
    expect(renamed.size).toBe(file.size);
  });
});
