import { describe, expect, it } from 'vitest';
import { ProblemCode } from '../../../../codegen/model/problemCode';
import { ROUTE_NAMES } from '../../routes/routes';
import { enCommon } from './en/common';
import { enErrors } from './en/errors';
import { ruCommon } from './ru/common';
import { ruErrors } from './ru/errors';
import { accessTexts } from './lazy/access';
import { adminTexts } from './lazy/admin';
import { archiveBrowserTexts } from './lazy/archive-browser';
import { directoryChooserTexts } from './lazy/directory-chooser';
import { directoryModalTexts } from './lazy/directory-modal';
import { directoryPanelsTexts } from './lazy/directory-panels';
import { documentOverviewTexts } from './lazy/document-overview';
import { documentPanelTexts } from './lazy/document-panel';
import { documentViewerTexts } from './lazy/document-viewer';
import { inviteTexts } from './lazy/invite';
import { modelViewerTexts } from './lazy/model-viewer';
import { relatedTexts } from './lazy/related';
import { sharedLinksTexts } from './lazy/shared-links';
import { sharingTexts } from './lazy/sharing';
import { trashTexts } from './lazy/trash';
import { versionsTexts } from './lazy/versions';

/** The groups `lazy-texts.ts` adds to `common` when their screens load. */
const LAZY_GROUPS = {
  accessTexts,
  adminTexts,
  archiveBrowserTexts,
  directoryChooserTexts,
  directoryModalTexts,
  directoryPanelsTexts,
  documentOverviewTexts,
  documentPanelTexts,
  documentViewerTexts,
  inviteTexts,
  modelViewerTexts,
  relatedTexts,
  sharedLinksTexts,
  sharingTexts,
  trashTexts,
  versionsTexts,
};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key as a dotted path, plural forms folded into their base key (languages have different forms). */
function leafKeys(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]: [string, unknown]) => {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') return [path.replace(PLURAL_SUFFIX, '')];
    if (typeof value === 'object' && value !== null) return leafKeys(value, `${path}.`);
    throw new Error(`${path} is neither a text nor a group`);
  });
}

function leafValues(resource: object): string[] {
  return Object.values(resource).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : typeof value === 'object' && value !== null ? leafValues(value) : [],
  );
}

const sorted = (keys: string[]) => [...new Set(keys)].sort();

describe('locale resources', () => {
  it.each([
    ['ru', ruErrors],
    ['en', enErrors],
  ] as const)('%s errors have a text for every ProblemCode', (_language, errors) => {
    const texts: Record<string, string | undefined> = errors;
    for (const code of Object.values(ProblemCode)) {
      expect(texts[code], code).toEqual(expect.stringMatching(/\S/));
    }
  });

  it('keeps the Cyrillic С of DocumentCommentsNotСommented', () => {
    expect(Object.keys(ruErrors)).toContain('DocumentCommentsNot\u0421ommented');
    expect(Object.keys(ruErrors)).not.toContain('DocumentCommentsNotCommented');
  });

  it('ru and en errors have the same keys', () => {
    expect(sorted(leafKeys(enErrors))).toEqual(sorted(leafKeys(ruErrors)));
  });

  it('ru and en common have the same keys', () => {
    expect(sorted(leafKeys(enCommon))).toEqual(sorted(leafKeys(ruCommon)));
  });

  it('has every plural form of the language', () => {
    for (const group of ['files', 'directories', 'versions'] as const) {
      for (const form of ['one', 'few', 'many', 'other']) expect(ruCommon.count).toHaveProperty(`${group}_${form}`);
      for (const form of ['one', 'other']) expect(enCommon.count).toHaveProperty(`${group}_${form}`);
    }
  });

  it('has a document title for every route', () => {
    for (const name of ROUTE_NAMES) {
      const key = name.replaceAll('.', '_');
      expect(ruCommon.routes, name).toHaveProperty([key]);
      expect(enCommon.routes, name).toHaveProperty([key]);
    }
  });

  it('has no empty texts', () => {
    for (const resource of [ruCommon, enCommon, ruErrors, enErrors]) {
      for (const text of leafValues(resource)) expect(text.trim()).not.toBe('');
    }
  });

  it.each(Object.entries(LAZY_GROUPS))('%s: ru and en have the same keys, none of them empty', (_name, group) => {
    expect(sorted(leafKeys(group.en))).toEqual(sorted(leafKeys(group.ru)));
    for (const text of [...leafValues(group.ru), ...leafValues(group.en)]) expect(text.trim()).not.toBe('');
  });

  it("lazy groups add top-level keys the first load's common has not, and no two groups the same", () => {
    const seen = new Set(Object.keys(ruCommon));
    for (const group of Object.values(LAZY_GROUPS)) {
      for (const key of Object.keys(group.ru)) {
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });
});
