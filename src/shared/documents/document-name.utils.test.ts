import { describe, expect, it } from 'vitest';
import { fileNamed, isValidDocumentName } from './document-name.utils';

describe('document names', () => {
  it('accepts 3 to 128 characters after trimming', () => {
    expect(isValidDocumentName('ab')).toBe(false);
    expect(isValidDocumentName('  ab  ')).toBe(false);
    expect(isValidDocumentName('abc')).toBe(true);
    expect(isValidDocumentName('a'.repeat(128))).toBe(true);
    expect(isValidDocumentName('a'.repeat(129))).toBe(false);
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
