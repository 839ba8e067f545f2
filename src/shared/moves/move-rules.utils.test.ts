import { describe, expect, it } from 'vitest';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import { PermissionOperation } from '../../../codegen/model/permissionOperation';
import { i18n, initI18n, loadLanguage } from '../i18n/i18n';
import { otherDocument } from '../documents/documents.test-data';
import { testDirectory } from '../testing/test-directory';
import { canMoveTo, isDropIgnored, MOVE_REFUSAL_MESSAGE_KEYS, type MoveRefusal } from './move-rules.utils';

// project ─┬─ source ─── child ─── grandchild
//          ├─ facades
//          ├─ noDocuments (no document upload)
//          └─ noDirectories (no directory creation)
const project = testDirectory({ id: 'p', name: 'Проект' });
const source = testDirectory({ id: 's', name: 'АР', parentId: 'p', depth: 1, ancestorIds: ['p'] });
const child = testDirectory({ id: 'c', name: 'Планы', parentId: 's', depth: 2, ancestorIds: ['p', 's'] });
const grandchild = testDirectory({ id: 'g', name: 'Этаж 1', parentId: 'c', depth: 3, ancestorIds: ['p', 's', 'c'] });
const facades = testDirectory({ id: 'f', name: 'Фасады', parentId: 'p', depth: 1, ancestorIds: ['p'] });
const noDocuments = testDirectory({
  id: 'nd',
  name: 'Только каталоги',
  parentId: 'p',
  ancestorIds: ['p'],
  allowUploadDocuments: false,
});
const noDirectories = testDirectory({
  id: 'nc',
  name: 'Только документы',
  parentId: 'p',
  ancestorIds: ['p'],
  allowCreateDirectory: false,
});
const skeleton = testDirectory({ id: 'sk', name: 'Раздел АР', parentId: 's', skeletonEntityId: 'e1' });
const plan = otherDocument('d1', 'План.pdf', { parentId: 's' });
const disabled = otherDocument('d2', 'Заблокирован.pdf', { parentId: 's', disabled: true });
const agreed = otherDocument('d3', 'Согласован.pdf', { parentId: 's', agreed: true });

function items(documents: Document[] = [], directories: Directory[] = []) {
  return { documents, directories };
}

function reason(target: Directory | null | undefined, documents: Document[] = [], directories: Directory[] = []) {
  const check = canMoveTo(target, items(documents, directories));
  return check.allowed ? 'allowed' : check.reason;
}

describe('canMoveTo', () => {
  it('allows documents and directories into a target that takes both', () => {
    expect(canMoveTo(facades, items([plan], [child]))).toEqual({ allowed: true });
  });

  it('refuses a target without CreateFiles for documents and directories alike', () => {
    const readOnly = testDirectory({
      id: 'ro',
      name: 'Только чтение',
      parentId: 'p',
      ancestorIds: ['p'],
      permissions: [PermissionOperation.UpdateFiles, PermissionOperation.DeleteFiles],
    });
    expect(canMoveTo(readOnly, items([plan]))).toEqual({
      allowed: false,
      reason: 'noCreateRight',
      messageKey: 'ForbiddenResourceFailed',
    });
    expect(reason(readOnly, [], [child])).toBe('noCreateRight');
    expect(reason({ ...readOnly, permissions: [] }, [plan], [child])).toBe('noCreateRight');
    expect(reason({ ...readOnly, permissions: [PermissionOperation.CreateFiles] }, [plan], [child])).toBe('allowed');
  });

  it('refuses the root with the root message, whether null or the tree root', () => {
    expect(canMoveTo(null, items([plan]))).toEqual({
      allowed: false,
      reason: 'root',
      messageKey: 'CanNotMoveFilesToRootDirectory',
    });
    expect(reason(testDirectory({ id: 'root', name: 'root' }), [plan])).toBe('root');
  });

  it('refuses a missing target before anything else', () => {
    expect(canMoveTo(undefined, items())).toEqual({
      allowed: false,
      reason: 'noTarget',
      messageKey: 'TargetDirectoryNull',
    });
  });

  it('refuses an empty selection', () => {
    expect(canMoveTo(facades, items())).toEqual({ allowed: false, reason: 'empty', messageKey: 'CollectionEmpty' });
  });

  it('checks the root before the empty selection', () => {
    expect(reason(null)).toBe('root');
  });

  describe('documents', () => {
    it('need a target that allows uploading documents', () => {
      expect(reason(noDocuments, [plan])).toBe('documentsNotAllowed');
      expect(reason(noDirectories, [plan])).toBe('allowed');
    });

    it('may not move to their present parent', () => {
      expect(reason(source, [plan])).toBe('documentAlreadyThere');
    });

    it('may move to a descendant of their parent', () => {
      expect(reason(child, [plan])).toBe('allowed');
    });

    it('never move when blocked or agreed', () => {
      expect(reason(facades, [disabled])).toBe('disabledDocument');
      expect(reason(facades, [agreed])).toBe('agreedDocument');
      expect(reason(facades, [plan, agreed])).toBe('agreedDocument');
    });
  });

  describe('directories', () => {
    it('need a target that allows creating directories', () => {
      expect(reason(noDirectories, [], [child])).toBe('directoriesNotAllowed');
      expect(reason(noDocuments, [], [child])).toBe('allowed');
    });

    it('may not move into themselves', () => {
      expect(reason(child, [], [child])).toBe('intoItself');
    });

    it('may not move into a descendant, however deep', () => {
      expect(reason(grandchild, [], [source])).toBe('intoItself');
      expect(reason(grandchild, [], [child])).toBe('intoItself');
    });

    it('may not move to their present parent', () => {
      expect(reason(source, [], [child])).toBe('directoryAlreadyThere');
    });

    it('may move up to an ancestor that is not their parent', () => {
      expect(reason(source, [], [grandchild])).toBe('allowed');
      expect(reason(project, [], [child])).toBe('allowed');
    });

    it('never move when they are skeleton directories', () => {
      expect(reason(facades, [], [skeleton])).toBe('skeletonDirectory');
      expect(reason(facades, [], [child, skeleton])).toBe('skeletonDirectory');
    });
  });

  it('refuses the whole selection when one item fails', () => {
    expect(reason(noDocuments, [plan], [child])).toBe('documentsNotAllowed');
    expect(reason(noDirectories, [plan], [child])).toBe('directoriesNotAllowed');
    expect(reason(child, [plan], [child])).toBe('intoItself');
  });

  it('has a text in both languages for every refusal', async () => {
    await initI18n('ru');
    await loadLanguage('en');
    const refusals = Object.keys(MOVE_REFUSAL_MESSAGE_KEYS) as MoveRefusal[];
    for (const language of ['ru', 'en']) {
      for (const refusal of refusals) {
        const key = MOVE_REFUSAL_MESSAGE_KEYS[refusal];
        expect(i18n.exists(key, { ns: 'errors', lng: language, fallbackLng: [] }), `${language} ${key}`).toBe(true);
      }
    }
    expect(i18n.t(MOVE_REFUSAL_MESSAGE_KEYS.root, { ns: 'errors', lng: 'ru' })).toBe(
      'Вы не можете переместить файлы в корневой каталог',
    );
    expect(i18n.t(MOVE_REFUSAL_MESSAGE_KEYS.noTarget, { ns: 'errors', lng: 'en' })).toBe(
      'The target directory is null.',
    );
    expect(i18n.t(MOVE_REFUSAL_MESSAGE_KEYS.empty, { ns: 'errors', lng: 'en' })).toBe('The collection is empty.');
  });
});

describe('isDropIgnored', () => {
  it('ignores a directory dropped on itself', () => {
    expect(isDropIgnored(child, [child])).toBe(true);
  });

  it('ignores a directory dropped on its own descendant', () => {
    expect(isDropIgnored(grandchild, [source])).toBe(true);
    expect(isDropIgnored(grandchild, [facades, child])).toBe(true);
  });

  it('does not ignore other drops, even refused ones', () => {
    expect(isDropIgnored(facades, [child])).toBe(false);
    expect(isDropIgnored(source, [child])).toBe(false);
    expect(isDropIgnored(child, [])).toBe(false);
    expect(isDropIgnored(null, [child])).toBe(false);
    expect(isDropIgnored(undefined, [child])).toBe(false);
  });
});
