import { ActionIcon, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import {
  IconArrowBackUp,
  IconCircleCheck,
  IconDownload,
  IconLink,
  IconMessagePlus,
  IconTool,
  IconTrash,
  IconVersions,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useGetDocument, useGetDocumentAuthors } from '../../../codegen/api/documents/documents';
import type { Document } from '../../../codegen/model/document';
import type { DocumentRights } from '../../shared/access/permissions.utils';
import { useDocumentRights } from '../../shared/access/useDocumentRights';
import { DocumentBadge } from '../../shared/documents/DocumentBadge';
import { useDocumentDownload } from '../../shared/downloads/useDocumentDownload';
import { routePath } from '../../shared/routes/routes';
import { useSession } from '../../shared/session/session-context';
import { LoadState } from '../../shared/ui/LoadState';
import { documentPanelActions } from './document-panel.utils';
import { RemarkItem } from './RemarkItem';
import { RemarkModal } from './RemarkModal';
import { useDocumentActions } from './useDocumentActions';
import classes from './DocumentPanel.module.css';
import { useVersionDrop } from './useVersionDrop';
import { VersionCard } from './VersionCard';

/**
 * The document side panel of route `home.directories.document` (explorer.md §2 Document panel): the version card,
 * the buttons, the remarks with their comments and a tool menu to the versions and related screens. What a blocked or
 * agreed document forbids is not offered (§4), nor what the account's permissions in the document's directory deny.
 */
export function DocumentPanel() {
  const { t } = useTranslation();
  const { directoryId = '', documentId = '' } = useParams();
  const { data: document, error, isPending } = useGetDocument(documentId);
  // The document's place is its directory (its parentId): its permissions decide what the account may do here.
  const { rights, loading } = useDocumentRights(document?.parentId ?? '');

  if (isPending || error || loading) {
    return <LoadState pending={isPending || loading} error={error} loadingLabel={t('documentPanel.loading')} />;
  }
  // Keyed by the document, so that the remark modal and comment boxes never carry over to another document.
  return <DocumentPanelContent key={document.id} document={document} directoryId={directoryId} rights={rights} />;
}

interface DocumentPanelContentProps {
  document: Document;
  directoryId: string;
  rights: DocumentRights;
}

function DocumentPanelContent({ document, directoryId, rights }: DocumentPanelContentProps) {
  const { t } = useTranslation();
  const { account, configuration } = useSession();
  const { data: authors } = useGetDocumentAuthors(document.id);
  const { download } = useDocumentDownload();
  const actions = useDocumentActions(document, directoryId);
  const allowed = documentPanelActions(account, document, configuration, rights);
  const [remarking, setRemarking] = useState(false);
  const versionsPath = routePath('home.directories.documents.versions', { directoryId, documentId: document.id });
  const relatedPath = routePath('home.directories.documents.related', { directoryId, documentId: document.id });
  const versionDrop = useVersionDrop(document, versionsPath, rights.update);

  return (
    <Stack
      gap="md"
      p="md"
      component="section"
      aria-labelledby="document-panel-title"
      data-version-drop={versionDrop.over || undefined}
      className={classes['panel']}
      {...versionDrop.handlers}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <Title order={2} size="h3" id="document-panel-title" style={{ overflowWrap: 'anywhere' }}>
            {document.name}
          </Title>
          <DocumentBadge document={document} />
        </Group>
        <Menu position="bottom-end" shadow="md" width={240}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('documentPanel.tools')}>
              <IconTool size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item component={Link} to={versionsPath} leftSection={<IconVersions size={16} aria-hidden />}>
              {t('documentPanel.toolMenu.versions')}
            </Menu.Item>
            <Menu.Item component={Link} to={relatedPath} leftSection={<IconLink size={16} aria-hidden />}>
              {t('documentPanel.toolMenu.related')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>

      <VersionCard document={document} directoryId={directoryId} authors={authors?.data} />

      <Group gap="xs" role="group" aria-label={t('documentPanel.actions.label')}>
        {allowed.addRemark && (
          <Button
            variant="light"
            leftSection={<IconMessagePlus size={16} aria-hidden />}
            onClick={() => {
              setRemarking(true);
            }}
          >
            {t('documentPanel.actions.addRemark')}
          </Button>
        )}
        {allowed.agree && (
          <Button
            color="teal.9"
            leftSection={<IconCircleCheck size={16} aria-hidden />}
            onClick={() => void actions.agree()}
          >
            {t('documentPanel.actions.agree')}
          </Button>
        )}
        {allowed.revoke && (
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => void actions.revoke()}
          >
            {t('documentPanel.actions.revoke')}
          </Button>
        )}
        {allowed.download && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void download(document)}
          >
            {t('documentPanel.actions.download')}
          </Button>
        )}
        <Button
          component={Link}
          to={versionsPath}
          variant="default"
          leftSection={<IconVersions size={16} aria-hidden />}
        >
          {t('documentPanel.actions.versions')}
        </Button>
        {allowed.delete && (
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => void actions.remove()}
          >
            {t('documentPanel.actions.delete')}
          </Button>
        )}
      </Group>

      <Stack gap="xs" component="section" aria-labelledby="document-remarks-title">
        <Title order={3} size="h4" id="document-remarks-title">
          {t('documentPanel.remarks.title')}
        </Title>
        {document.comments.length === 0 ? (
          <Text c="dimmed">{t('documentPanel.remarks.empty')}</Text>
        ) : (
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            aria-labelledby="document-remarks-title"
            style={{ listStyle: 'none' }}
          >
            {document.comments.map((note) => (
              <RemarkItem
                key={note.id}
                note={note}
                authors={authors?.data}
                canToggle={allowed.toggleRemark}
                canComment={allowed.comment}
                onToggle={actions.toggleRemark}
                onComment={actions.comment}
              />
            ))}
          </Stack>
        )}
      </Stack>

      <RemarkModal
        opened={remarking}
        onClose={() => {
          setRemarking(false);
        }}
        onSubmit={actions.addRemarks}
      />
    </Stack>
  );
}
