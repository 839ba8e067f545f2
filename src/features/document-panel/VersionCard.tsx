import { Alert, Anchor, Group, Paper, Stack, Table, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Author } from '../../../codegen/model/author';
import type { Document } from '../../../codegen/model/document';
import { documentExtension, documentSize } from '../../shared/documents/document-state.utils';
import { documentViewer, isBrowserViewable, isViewOffered } from '../../shared/documents/file-type.utils';
import { FileTypeIcon } from '../../shared/documents/FileTypeIcon';
import { BlobImage } from '../../shared/downloads/BlobImage';
import { useVersionBlob } from '../../shared/downloads/useVersionBlob';
import { useViewDocument } from '../../shared/downloads/useViewDocument';
import { formatDateTime } from '../../shared/format/format-date';
import { formatSize } from '../../shared/format/format-size';
import { DEFAULT_LANGUAGE, isAppLanguage } from '../../shared/i18n/i18n';
import { routePath } from '../../shared/routes/routes';
import { useSession } from '../../shared/session/session-context';
import { showsAgreeStatus, versionCount } from './document-panel.utils';
import classes from './VersionCard.module.css';

const THUMBNAIL_SIZE = 96;

export interface VersionCardProps {
  document: Document;
  directoryId: string;
  /** The document's authors, undefined while loading. */
  authors: readonly Author[] | undefined;
}

/**
 * An image's thumbnail, or its type icon until (or unless) the image loads; a click opens the preview. An archive's
 * icon opens the archive browser, an office document's, a PDF's or a drawing's the document viewer.
 */
function Thumbnail({ document }: { document: Document }) {
  const { t } = useTranslation();
  const { configuration } = useSession();
  const view = useViewDocument();
  const extension = documentExtension(document);
  const viewable = isBrowserViewable(extension);
  // The thumbnail is fetched without asking for access: it is shown unasked, and a refusal leaves the icon. The
  // preview it opens asks as every opening does (explorer.md §5).
  const { data: blob } = useVersionBlob(document.id, document.version.index, viewable);
  if (!viewable) {
    const viewer = isViewOffered(extension, configuration) ? documentViewer(extension, configuration) : undefined;
    if (viewer === undefined || viewer === 'preview') return <FileTypeIcon extension={extension} size={48} />;
    return (
      <UnstyledButton
        aria-label={t(viewer === 'archive' ? 'documentPanel.card.openArchive' : 'documentPanel.card.openDocument', {
          name: document.name,
        })}
        onClick={() => void view(document)}
      >
        <FileTypeIcon extension={extension} size={48} />
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton
      aria-label={t('documentPanel.card.preview', { name: document.name })}
      onClick={() => void view(document)}
      style={{ cursor: 'zoom-in' }}
    >
      {blob ? (
        <BlobImage
          blob={blob}
          alt=""
          style={{ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, objectFit: 'cover', borderRadius: 4 }}
        />
      ) : (
        <FileTypeIcon extension={extension} size={48} />
      )}
    </UnstyledButton>
  );
}

/**
 * The version card (explorer.md §2 Document panel): the current version's icon or thumbnail, name, author, size, the
 * version count linking to the versions screen, the dates and, unless there is none, the agreement status. A current
 * version of 0 bytes is a dummy (explorer.md §3), and the card says so. On a narrow panel the thumbnail goes above the
 * table, so that the values keep a readable width.
 */
export function VersionCard({ document, directoryId, authors }: VersionCardProps) {
  const { t, i18n } = useTranslation();
  const language = isAppLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const authorId = document.version.document.authorId;
  const author =
    authors === undefined
      ? t('documentPanel.card.authorLoading')
      : (authors.find((candidate) => candidate.id === authorId)?.displayName ?? t('documentPanel.card.unknownAuthor'));
  const count = versionCount(document);

  const rows = [
    { key: 'name', label: t('documentPanel.card.name'), value: document.name },
    { key: 'author', label: t('documentPanel.card.author'), value: author },
    { key: 'size', label: t('documentPanel.card.size'), value: formatSize(documentSize(document), t, language) },
    {
      key: 'versions',
      label: t('documentPanel.card.versions'),
      value: (
        <Anchor
          component={Link}
          to={routePath('home.directories.documents.versions', { directoryId, documentId: document.id })}
        >
          {t('count.versions', { count })}
        </Anchor>
      ),
    },
    { key: 'createdAt', label: t('documentPanel.card.createdAt'), value: formatDateTime(document.createdAt, language) },
    { key: 'updatedAt', label: t('documentPanel.card.updatedAt'), value: formatDateTime(document.updatedAt, language) },
    ...(showsAgreeStatus(document.status)
      ? [
          {
            key: 'status',
            label: t('documentPanel.card.status'),
            value: t(`documentPanel.status.${String(document.status)}`),
          },
        ]
      : []),
  ];

  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Group align="flex-start" wrap="wrap" gap="md">
          <Thumbnail document={document} />
          <Table
            variant="vertical"
            layout="fixed"
            aria-label={t('documentPanel.card.label')}
            className={classes['details']}
          >
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key} data-field={row.key}>
                  <Table.Th scope="row" className={classes['label']}>
                    {row.label}
                  </Table.Th>
                  <Table.Td className={classes['value']}>{row.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Group>
        {documentSize(document) === 0 && (
          <Alert color="orange" variant="light" p="xs" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {t('documents.dummy.version')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
