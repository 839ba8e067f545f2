import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../codegen/model/configuration';
import { testConfiguration } from '../../shared/downloads/downloads.test-fixtures';
import { pdfEditButton } from './edit-button.utils';

const withEditor: Configuration = { ...testConfiguration, officeEditor: { extensions: ['.docx', '.xlsx'] } };

describe('pdfEditButton', () => {
  it('disables the pencil of an office document when no editor is configured', () => {
    for (const configuration of [testConfiguration, { ...testConfiguration, officeEditor: null }]) {
      expect(pdfEditButton('docx', configuration)).toEqual({ kind: 'disabled', hint: 'noEditorHint' });
      expect(pdfEditButton('.XLS', configuration)).toEqual({ kind: 'disabled', hint: 'noEditorHint' });
    }
    const noSessions = { ...withEditor, unavailableOperations: ['getOfficeSession'] };
    expect(pdfEditButton('docx', noSessions)).toEqual({ kind: 'disabled', hint: 'noEditorHint' });
  });

  it('says when the configured editor does not edit the format', () => {
    expect(pdfEditButton('doc', withEditor)).toEqual({ kind: 'disabled', hint: 'unsupportedHint' });
  });

  it('shows no pencil for PDFs, for files of no office list, nor for what the editor opens', () => {
    expect(pdfEditButton('pdf', testConfiguration)).toBeUndefined();
    expect(pdfEditButton('.PDF', withEditor)).toBeUndefined();
    expect(pdfEditButton('dwg', testConfiguration)).toBeUndefined();
    expect(pdfEditButton('odt', testConfiguration)).toBeUndefined();
    expect(pdfEditButton('docx', withEditor)).toBeUndefined();
  });
});
