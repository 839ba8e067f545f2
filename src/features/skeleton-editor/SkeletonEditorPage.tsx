import { Alert, Button, Center, Group, Loader, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkeletonEntity } from '../../../codegen/model/skeletonEntity';
import { errorMessage } from '../../shared/errors/error-message';
import { PointMenu } from '../../shared/ui/PointMenu';
import { SkeletonEntityModal, type SkeletonEntityModalArgs } from './SkeletonEntityModal';
import { SkeletonTree, type TreeMenuRequest } from './SkeletonTree';
import { useDeleteSkeletonEntity } from './useDeleteSkeletonEntity';
import { useSkeletonEditor } from './useSkeletonEditor';

/** After a dialog closes, Mantine gives the focus back first; ours follows. */
const FOCUS_RETURN_DELAY_MS = 20;

/** The modal: the arguments stay while it fades out. */
interface ModalState {
  opened: boolean;
  args: SkeletonEntityModalArgs;
}

/**
 * The structure editor (platform.md §2.4, §4): «Добавить элемент» adds a root entity, the tree shows every entity
 * (creatable ones in brackets) with a menu per entity: add a child element, edit, delete. Without a structure
 * (GET /skeleton failed) the tree is empty and the first element added creates it.
 */
export function SkeletonEditorPage() {
  const { t } = useTranslation();
  const editor = useSkeletonEditor();
  const deleteEntity = useDeleteSkeletonEntity(editor.skeletonId);
  const [menu, setMenu] = useState<TreeMenuRequest | null>(null);
  const [modal, setModal] = useState<ModalState>({ opened: false, args: {} });
  const addButton = useRef<HTMLButtonElement>(null);
  // The row whose menu started the action, to take the focus back when done; the add button when it is gone.
  const focusOrigin = useRef<HTMLElement | null>(null);
  // Whether the open menu's item was chosen: the focus then waits for the dialog the item opens.
  const itemChosen = useRef(false);

  const returnFocus = useCallback(() => {
    const origin = focusOrigin.current;
    focusOrigin.current = null;
    window.setTimeout(() => {
      const target = origin?.isConnected ? origin : addButton.current;
      target?.focus({ preventScroll: true });
    }, FOCUS_RETURN_DELAY_MS);
  }, []);

  const openModal = (args: SkeletonEntityModalArgs) => {
    setModal({ opened: true, args: { parentSkeletonId: editor.skeletonId, ...args } });
  };
  const openAdd = (parent?: SkeletonEntity) => {
    openModal({
      parentSkeletonEntityId: parent?.id,
      createSkeletonFirst: editor.skeletonId === undefined,
    });
  };
  const closeModal = useCallback(() => {
    setModal((current) => ({ ...current, opened: false }));
    returnFocus();
  }, [returnFocus]);

  const choose = (action: (entity: SkeletonEntity) => void) => {
    itemChosen.current = true;
    if (menu) action(menu.entity);
  };

  let content;
  if (editor.entitiesError) {
    content = (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(editor.entitiesError, t)}
      </Alert>
    );
  } else if (editor.skeletonPending || editor.entitiesPending) {
    content = (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t('admin.skeletonEditor.loading')} />
      </Center>
    );
  } else if (editor.entities.length === 0) {
    content = (
      <Text c="dimmed" size="sm">
        {t('admin.skeletonEditor.empty')}
      </Text>
    );
  } else {
    content = (
      // The tree scrolls on its own on a narrow screen instead of widening the page.
      <Paper withBorder radius="md" p={4} style={{ overflowX: 'auto' }}>
        <SkeletonTree
          entities={editor.entities}
          label={t('admin.skeletonEditor.treeLabel')}
          onMenu={(request) => {
            itemChosen.current = false;
            focusOrigin.current = request.origin;
            setMenu(request);
          }}
        />
      </Paper>
    );
  }

  return (
    <Stack gap="md">
      <Title order={3}>{t('admin.skeletonEditor.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('admin.skeletonEditor.hint')}
      </Text>
      <Group>
        <Button
          ref={addButton}
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={editor.skeletonPending}
          onClick={() => {
            focusOrigin.current = addButton.current;
            openAdd();
          }}
        >
          {t('admin.skeletonEditor.add')}
        </Button>
      </Group>
      {content}
      <PointMenu
        point={menu}
        onClose={() => {
          setMenu(null);
          if (!itemChosen.current) returnFocus();
        }}
      >
        <Menu.Item
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => {
            choose(openAdd);
          }}
        >
          {t('admin.skeletonEditor.menu.addChild')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => {
            choose((entity) => {
              openModal({ skeletonEntityId: entity.id, parentSkeletonEntityId: entity.parentId ?? undefined });
            });
          }}
        >
          {t('admin.skeletonEditor.menu.edit')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => {
            choose((entity) => {
              void deleteEntity(entity).then(returnFocus);
            });
          }}
        >
          {t('admin.skeletonEditor.menu.delete')}
        </Menu.Item>
      </PointMenu>
      <SkeletonEntityModal opened={modal.opened} args={modal.args} entities={editor.entities} onClose={closeModal} />
    </Stack>
  );
}
