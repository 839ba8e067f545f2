import { Box, Button, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconFolder } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetchDirectory, useGetDirectoryChildren } from '../../../codegen/api/directories/directories';
import type { Directory } from '../../../codegen/model/directory';
import type { Document } from '../../../codegen/model/document';
import { documentExtension } from '../../shared/documents/document-state.utils';
import { FileTypeIcon } from '../../shared/documents/FileTypeIcon';
import { errorMessage } from '../../shared/errors/error-message';
import { pickerDocumentState, toggleSelection } from './related.utils';

export interface SelectDocumentsModalProps {
  opened: boolean;
  onClose: () => void;
  /** The document the related ones are chosen for: not selectable itself. */
  currentId: string;
  /** Documents already related: not selectable. */
  relatedIds: ReadonlySet<string>;
  /** The ticked documents' ids, when the user confirms; the modal closes itself. */
  onSubmit: (ids: string[]) => void;
}

const ROOT = 'root';

interface Selection {
  currentId: string;
  relatedIds: ReadonlySet<string>;
  ticked: ReadonlySet<string>;
  onToggle: (id: string) => void;
}

/**
 * The select-documents master (explorer.md §2 Modals): a lazily loaded tree of directories, each level loaded when
 * first expanded — its directories from GET /directories/{id}/children, its documents from GET
 * /directories/{id}/fetch — with a tick box per document. Built as nested lists of disclosure buttons and tick boxes,
 * so every control is a plain tab stop. The selection lives only while the modal is open.
 */
export function SelectDocumentsModal({ opened, onClose, currentId, relatedIds, onSubmit }: SelectDocumentsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('related.picker.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('related.picker.close') }}
    >
      {opened && (
        <SelectDocumentsBody currentId={currentId} relatedIds={relatedIds} onClose={onClose} onSubmit={onSubmit} />
      )}
    </Modal>
  );
}

function SelectDocumentsBody({ currentId, relatedIds, onClose, onSubmit }: Omit<SelectDocumentsModalProps, 'opened'>) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const selection: Selection = {
    currentId,
    relatedIds,
    ticked,
    onToggle: (id) => {
      setTicked((current) => toggleSelection(current, id));
    },
  };
  const { data: top, error, isPending } = useGetDirectoryChildren(ROOT);

  return (
    <Stack>
      <ScrollArea.Autosize mah="60vh">
        {isPending || error ? (
          <LevelState pending={isPending} error={error} />
        ) : (
          <Box component="ul" m={0} p={0} aria-label={t('related.picker.treeLabel')} style={{ listStyle: 'none' }}>
            {top.map((directory) => (
              <DirectoryItem key={directory.id} directory={directory} selection={selection} />
            ))}
          </Box>
        )}
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('related.picker.cancel')}
        </Button>
        <Button
          disabled={ticked.size === 0}
          onClick={() => {
            onSubmit([...ticked]);
            onClose();
          }}
        >
          {t('related.picker.ok')}
        </Button>
      </Group>
    </Stack>
  );
}

function LevelState({ pending, error }: { pending: boolean; error: unknown }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Text size="sm" c="red" role="alert">
        {errorMessage(error, t)}
      </Text>
    );
  }
  if (!pending) return null;
  return <Loader size="xs" role="status" aria-label={t('related.picker.loading')} />;
}

function DirectoryItem({ directory, selection }: { directory: Directory; selection: Selection }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <li>
      <UnstyledButton
        aria-expanded={expanded}
        onClick={() => {
          setExpanded((current) => !current);
        }}
        py={4}
        px={4}
        w="100%"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      >
        <Group gap={6} wrap="nowrap">
          <IconChevronRight
            size={16}
            aria-hidden
            style={{ transform: expanded ? 'rotate(90deg)' : undefined, transition: 'transform 150ms ease' }}
          />
          <IconFolder size={16} aria-hidden />
          <Text size="sm" truncate fs={directory.skeletonEntityId === null ? 'italic' : undefined}>
            {directory.name}
          </Text>
        </Group>
      </UnstyledButton>
      {expanded && <DirectoryContents directory={directory} selection={selection} />}
    </li>
  );
}

/** An expanded directory's subdirectories, then its documents; loaded on first expansion, cached afterwards. */
function DirectoryContents({ directory, selection }: { directory: Directory; selection: Selection }) {
  const { t } = useTranslation();
  const children = useGetDirectoryChildren(directory.id);
  const load = useFetchDirectory(directory.id);
  const error: unknown = children.error ?? load.error;
  if (!children.data || !load.data || error) {
    return (
      <Box pl={26}>
        <LevelState pending={children.isPending || load.isPending} error={error} />
      </Box>
    );
  }
  const directories = children.data;
  const documents = load.data.data.childrenDocuments;
  if (directories.length === 0 && documents.length === 0) {
    return (
      <Text size="sm" c="dimmed" pl={26}>
        {t('related.picker.empty')}
      </Text>
    );
  }
  return (
    <Box component="ul" m={0} pl={20} aria-label={directory.name} style={{ listStyle: 'none' }}>
      {directories.map((child) => (
        <DirectoryItem key={child.id} directory={child} selection={selection} />
      ))}
      {documents.map((document) => (
        <DocumentItem key={document.id} document={document} selection={selection} />
      ))}
    </Box>
  );
}

function DocumentItem({ document, selection }: { document: Document; selection: Selection }) {
  const { t } = useTranslation();
  const state = pickerDocumentState(document.id, selection.currentId, selection.relatedIds);
  return (
    <Box component="li" py={4} pl={22}>
      <Checkbox
        checked={state === 'alreadyRelated' || selection.ticked.has(document.id)}
        disabled={state !== 'selectable'}
        onChange={() => {
          selection.onToggle(document.id);
        }}
        label={
          <Box component="span" display="inline-flex" style={{ alignItems: 'center', gap: 6 }}>
            <FileTypeIcon extension={documentExtension(document)} size={16} />
            {document.name}
          </Box>
        }
        description={state === 'selectable' ? undefined : t(`related.picker.${state}`)}
      />
    </Box>
  );
}
