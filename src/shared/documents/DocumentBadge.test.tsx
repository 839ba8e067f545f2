// @vitest-environment jsdom
import '../testing/setup-dom';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Document } from '../../../codegen/model/document';
import { initI18n } from '../i18n/i18n';
import { ModalsTestWrapper } from '../modals/modals.test-wrapper';
import { DocumentBadge } from './DocumentBadge';
import { testDocument, testNote } from './documents.test-data';
import { FileTypeIcon } from './FileTypeIcon';

beforeAll(async () => {
  await initI18n('ru');
});

afterEach(cleanup);

function renderBadge(document: Document) {
  render(
    <ModalsTestWrapper>
      <DocumentBadge document={document} />
    </ModalsTestWrapper>,
  );
}

describe('DocumentBadge', () => {
  it.each([
    ['disabled', { disabled: true, agreed: true }, 'Документ заблокирован'],
    ['agreed', { agreed: true, comments: [testNote('n', 'x')] }, 'Документ согласован'],
    ['inWork', { comments: [testNote('n', 'x')] }, 'Документ в работе: есть замечания'],
  ])('labels the %s mark', (kind, fields, label) => {
    renderBadge(testDocument(fields));
    expect(screen.getByRole('img', { name: label }).getAttribute('data-badge')).toBe(kind);
  });

  it('shows nothing for a plain document', () => {
    renderBadge(testDocument());
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('FileTypeIcon', () => {
  it('draws the icon of the kind, hidden from assistive technology', () => {
    const { container } = render(<FileTypeIcon extension=".DXF" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('data-kind')).toBe('dwg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
  });
});
