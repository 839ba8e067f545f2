import { describe, expect, it } from 'vitest';
import type { Configuration } from '../../../codegen/model/configuration';
import {
  documentViewer,
  fileIconKind,
  isArchiveViewable,
  isBrowserViewable,
  isDrawingViewable,
  isModelViewable,
  isOfficeEditable,
  isOfficeViewable,
  isUndownloadable,
  isViewable,
  isViewOffered,
  normalizeExtension,
} from './file-type.utils';

function configuration(
  lists: Partial<Record<'browser' | 'collabora' | 'dwg' | 'model' | 'archive' | 'blocked', string[]>>,
) {
  const list = (extensions: string[] = []) => ({ extensions });
  return {
    documentViewer: {
      browser: list(lists.browser),
      collabora: list(lists.collabora),
      dwgViewer: list(lists.dwg),
      tanglViewer: list(lists.model),
      archiveViewer: list(lists.archive),
    },
    undownloadableExtensions: list(lists.blocked),
    tanglViewerUrl: null,
  } satisfies Configuration;
}

/** The contract's example configuration. */
const full = configuration({
  browser: ['.bmp', '.png', '.gif', '.tiff', '.jpg', '.jpeg', '.svg', '.ico'],
  collabora: ['.doc', '.docx', '.xlsx', '.pdf'],
  dwg: ['.dwg', '.dxf'],
  model: ['.ifc', '.rvt-tangl', '.cim'],
  archive: ['.zip', '.rar', '.tar', '.tar.gz', '.gz', '.7z'],
  blocked: ['.exe', '.bat'],
});
const empty = configuration({});

describe('normalizeExtension', () => {
  it('drops the dots and lowers the case', () => {
    expect(normalizeExtension('.PDF')).toBe('pdf');
    expect(normalizeExtension('tar.GZ')).toBe('tar.gz');
    expect(normalizeExtension('')).toBe('');
  });
});

describe('fileIconKind', () => {
  it('gives each §3 extension its own icon, with or without the dot, any case', () => {
    for (const kind of ['doc', 'pdf', 'mpp', 'rvt', 'dwf', 'nwc', 'nwd', 'pla', 'pln', 'json', 'zip', 'jpg'] as const) {
      expect(fileIconKind(kind)).toBe(kind);
    }
    for (const kind of ['xls', 'dwg', 'js', 'png', 'svg', 'ppt', 'txt', 'exe', 'psd', 'gif', 'ifc', 'cim'] as const) {
      expect(fileIconKind(`.${kind.toUpperCase()}`)).toBe(kind);
    }
  });

  it('shares the zip/rar and dwg/dxf icons and the newer Office formats', () => {
    expect(fileIconKind('rar')).toBe('zip');
    expect(fileIconKind('.dxf')).toBe('dwg');
    expect(fileIconKind('docx')).toBe('doc');
    expect(fileIconKind('xlsx')).toBe('xls');
    expect(fileIconKind('pptx')).toBe('ppt');
    expect(fileIconKind('odt')).toBe('doc');
    expect(fileIconKind('.ODS')).toBe('xls');
    expect(fileIconKind('odp')).toBe('ppt');
    expect(fileIconKind('jpeg')).toBe('jpg');
  });

  it('gives the undefined icon to anything else', () => {
    expect(fileIconKind('xyz')).toBe('undefined');
    expect(fileIconKind('')).toBe('undefined');
    expect(fileIconKind('undefined')).toBe('undefined');
  });
});

describe('isBrowserViewable', () => {
  it('accepts the §3 browser images, case-insensitive', () => {
    for (const extension of ['bmp', 'png', 'gif', 'tiff', 'jpg', 'jpeg', 'svg', 'ico', '.PNG']) {
      expect(isBrowserViewable(extension)).toBe(true);
    }
  });
  it('refuses other files', () => {
    expect(isBrowserViewable('pdf')).toBe(false);
    expect(isBrowserViewable('')).toBe(false);
  });
});

describe('isViewable', () => {
  it('accepts the browser, office, archive and model lists of the configuration, case-insensitive', () => {
    for (const extension of ['png', 'PDF', '.docx', 'tar.gz', '7z', 'ifc', 'rvt-tangl', 'cim']) {
      expect(isViewable(extension, full)).toBe(true);
    }
  });

  it('accepts the drawing list too (designed: §5 names no drawing list, the product shows drawings)', () => {
    for (const extension of ['dwg', '.DWG', 'dxf']) expect(isViewable(extension, full)).toBe(true);
  });

  it('refuses what no list holds', () => {
    expect(isViewable('dwf', full)).toBe(false);
    expect(isViewable('exe', full)).toBe(false);
    expect(isViewable('', full)).toBe(false);
  });

  it('follows the configuration where it has a list', () => {
    const narrow = configuration({ browser: ['.png'], model: ['.ifc'], archive: ['.zip'], dwg: ['.dwg'] });
    expect(isViewable('png', narrow)).toBe(true);
    expect(isViewable('jpg', narrow)).toBe(false);
    expect(isViewable('cim', narrow)).toBe(false);
    expect(isViewable('rar', narrow)).toBe(false);
    expect(isViewable('dwg', narrow)).toBe(true);
    expect(isViewable('dxf', narrow)).toBe(false);
  });

  it('falls back to the §3 lists where the configuration has none, but knows no office list', () => {
    expect(isViewable('jpg', empty)).toBe(true);
    expect(isViewable('cim', empty)).toBe(true);
    expect(isViewable('rar', empty)).toBe(true);
    expect(isViewable('dwg', empty)).toBe(true);
    expect(isViewable('dxf', empty)).toBe(false);
    expect(isViewable('docx', empty)).toBe(false);
  });
});

describe('isModelViewable', () => {
  it('accepts the configured model list, case-insensitive, and nothing else', () => {
    for (const extension of ['ifc', '.IFC', 'rvt-tangl', 'cim']) expect(isModelViewable(extension, full)).toBe(true);
    for (const extension of ['rvt', 'pdf', 'png', '']) expect(isModelViewable(extension, full)).toBe(false);
    expect(isModelViewable('cim', configuration({ model: ['.ifc'] }))).toBe(false);
  });

  it('falls back to the §3 model list where the configuration has none', () => {
    expect(isModelViewable('cim', empty)).toBe(true);
    expect(isModelViewable('dwg', empty)).toBe(false);
  });
});

describe('isUndownloadable', () => {
  it('blocks the configured extensions, case-insensitive', () => {
    expect(isUndownloadable('exe', full)).toBe(true);
    expect(isUndownloadable('.BAT', full)).toBe(true);
    expect(isUndownloadable('pdf', full)).toBe(false);
  });
  it('blocks nothing without a list', () => {
    expect(isUndownloadable('exe', empty)).toBe(false);
  });
});

describe('isArchiveViewable', () => {
  it('accepts the configured archive list, case-insensitive, and nothing else', () => {
    for (const extension of ['zip', '.ZIP', 'rar', 'tar.gz', 'gz', '7z']) {
      expect(isArchiveViewable(extension, full)).toBe(true);
    }
    for (const extension of ['pdf', 'png', 'zipx', '']) expect(isArchiveViewable(extension, full)).toBe(false);
    expect(isArchiveViewable('rar', configuration({ archive: ['.zip'] }))).toBe(false);
  });

  it('falls back to the §3 archive list where the configuration has none', () => {
    expect(isArchiveViewable('7z', empty)).toBe(true);
    expect(isArchiveViewable('ifc', empty)).toBe(false);
  });
});

describe('isOfficeViewable', () => {
  it('accepts the configured office list, case-insensitive, PDF included', () => {
    for (const extension of ['pdf', '.PDF', 'docx', '.DOC', 'xlsx'])
      expect(isOfficeViewable(extension, full)).toBe(true);
    for (const extension of ['odt', 'png', 'zip', '']) expect(isOfficeViewable(extension, full)).toBe(false);
  });

  it('knows no office list of its own: an empty list opens nothing', () => {
    expect(isOfficeViewable('pdf', empty)).toBe(false);
    expect(isOfficeViewable('docx', empty)).toBe(false);
  });

  it('opens nothing on a server that does not serve PDFs', () => {
    expect(isOfficeViewable('pdf', { ...full, unavailableOperations: ['getVersionPdf'] })).toBe(false);
    expect(isOfficeViewable('pdf', { ...full, unavailableOperations: ['getArchiveContent'] })).toBe(true);
  });
});

describe('isOfficeEditable', () => {
  const withEditor: Configuration = { ...full, officeEditor: { extensions: ['.docx', '.xlsx', '.odt'] } };

  it("accepts the configured editor's list, case-insensitive, and nothing else", () => {
    for (const extension of ['docx', '.DOCX', 'odt']) expect(isOfficeEditable(extension, withEditor)).toBe(true);
    for (const extension of ['pdf', 'doc', 'dwg', '']) expect(isOfficeEditable(extension, withEditor)).toBe(false);
  });

  it('edits nothing without an editor, or on a server that opens no editor sessions', () => {
    expect(isOfficeEditable('docx', full)).toBe(false);
    expect(isOfficeEditable('docx', { ...full, officeEditor: null })).toBe(false);
    expect(isOfficeEditable('docx', { ...withEditor, unavailableOperations: ['getOfficeSession'] })).toBe(false);
  });

  it('makes what the editor opens viewable where the server converts nothing to PDF', () => {
    const editorOnly: Configuration = { ...withEditor, unavailableOperations: ['getVersionPdf'] };
    expect(isOfficeViewable('odt', editorOnly)).toBe(true);
    expect(isOfficeViewable('doc', editorOnly)).toBe(false);
    expect(documentViewer('odt', editorOnly)).toBe('office');
  });
});

describe('isDrawingViewable', () => {
  it('accepts the configured drawing list, case-insensitive, and nothing else', () => {
    for (const extension of ['dwg', '.DWG', 'dxf', '.Dxf']) expect(isDrawingViewable(extension, full)).toBe(true);
    for (const extension of ['dwf', 'pdf', 'png', '']) expect(isDrawingViewable(extension, full)).toBe(false);
    expect(isDrawingViewable('dxf', configuration({ dwg: ['.dwg'] }))).toBe(false);
  });

  it('falls back to the §3 drawing list (.dwg) where the configuration has none', () => {
    expect(isDrawingViewable('dwg', empty)).toBe(true);
    expect(isDrawingViewable('dxf', empty)).toBe(false);
  });

  it('opens nothing on a server that does not serve drawings', () => {
    expect(isDrawingViewable('dwg', { ...full, unavailableOperations: ['getVersionDrawing'] })).toBe(false);
    expect(isDrawingViewable('dxf', { ...full, unavailableOperations: ['getVersionPdf'] })).toBe(true);
  });
});

describe('documentViewer', () => {
  it('previews browser images, browses archives and shows office documents and PDFs', () => {
    expect(documentViewer('.JPG', full)).toBe('preview');
    expect(documentViewer('zip', full)).toBe('archive');
    expect(documentViewer('7z', empty)).toBe('archive');
    expect(documentViewer('pdf', full)).toBe('office');
    expect(documentViewer('.DOCX', full)).toBe('office');
  });

  it('shows only what the server publishes: just PDFs without a converter', () => {
    const pdfOnly = configuration({ collabora: ['.pdf'] });
    expect(documentViewer('pdf', pdfOnly)).toBe('office');
    expect(documentViewer('docx', pdfOnly)).toBeUndefined();
  });

  it('shows drawings in the drawing viewer, the §3 .dwg where the configuration has no list', () => {
    expect(documentViewer('.DWG', full)).toBe('drawing');
    expect(documentViewer('dxf', full)).toBe('drawing');
    expect(documentViewer('dwg', empty)).toBe('drawing');
  });

  it('takes a file of both the drawing and the office list for a drawing', () => {
    const both = configuration({ collabora: ['.pdf', '.dxf'], dwg: ['.dwg', '.dxf'] });
    expect(documentViewer('dxf', both)).toBe('drawing');
    expect(documentViewer('dxf', { ...both, unavailableOperations: ['getVersionDrawing'] })).toBe('office');
  });

  it('shows no drawing on a server that does not serve them', () => {
    expect(documentViewer('dwg', { ...full, unavailableOperations: ['getVersionDrawing'] })).toBeUndefined();
    expect(documentViewer('dxf', { ...full, unavailableOperations: ['getVersionDrawing'] })).toBeUndefined();
  });

  it('opens a building model in the model viewer while the server has its model service, and nothing unknown', () => {
    expect(documentViewer('IFC', full)).toBe('model');
    expect(documentViewer('ifc', { ...full, unavailableOperations: ['uploadModelVersion'] })).toBeUndefined();
    for (const extension of ['dwf', 'odt', '']) expect(documentViewer(extension, full)).toBeUndefined();
  });

  it('browses no archive on a server that cannot list them', () => {
    expect(documentViewer('zip', { ...full, unavailableOperations: ['getArchiveContent'] })).toBeUndefined();
    expect(documentViewer('zip', { ...full, unavailableOperations: ['createMergedModel'] })).toBe('archive');
  });

  it('shows no office document on a server that does not serve PDFs', () => {
    expect(documentViewer('pdf', { ...full, unavailableOperations: ['getVersionPdf'] })).toBeUndefined();
    expect(documentViewer('docx', { ...full, unavailableOperations: ['getVersionPdf'] })).toBeUndefined();
  });

  it('previews only the images the configured browser list names', () => {
    const narrow = configuration({ browser: ['.png'] });
    expect(documentViewer('png', narrow)).toBe('preview');
    expect(documentViewer('jpg', narrow)).toBeUndefined();
  });
});

describe('isViewOffered', () => {
  it('offers view where a viewer opens the file', () => {
    expect(isViewOffered('png', full)).toBe(true);
    expect(isViewOffered('rar', full)).toBe(true);
    expect(isViewOffered('pdf', full)).toBe(true);
    expect(isViewOffered('docx', full)).toBe(true);
    expect(isViewOffered('dwg', full)).toBe(true);
    expect(isViewOffered('dxf', full)).toBe(true);
    expect(isViewOffered('dwf', full)).toBe(false);
  });

  it('does not offer view of a drawing on a server that does not serve them', () => {
    expect(isViewOffered('dwg', { ...full, unavailableOperations: ['getVersionDrawing'] })).toBe(false);
  });

  it('does not offer view of an undownloadable extension', () => {
    const blocked = configuration({
      archive: ['.zip'],
      collabora: ['.pdf'],
      dwg: ['.dwg'],
      blocked: ['.zip', '.png', '.pdf', '.dwg'],
    });
    expect(isViewOffered('dwg', blocked)).toBe(false);
    expect(isViewOffered('zip', blocked)).toBe(false);
    expect(isViewOffered('png', blocked)).toBe(false);
    expect(isViewOffered('pdf', blocked)).toBe(false);
  });
});
