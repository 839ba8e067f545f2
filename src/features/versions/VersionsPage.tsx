import { Alert, Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useGetDocument } from '../../../codegen/api/documents/documents';
import type { Document } from '../../../codegen/model/document';
import { useDocumentRights } from '../../shared/access/useDocumentRights';
import { versionExtension } from '../../shared/documents/document-state.utils';
import { isViewOffered } from '../../shared/documents/file-type.utils';
import { draftEditorPath } from '../../shared/documents/version-index.utils';
import { useViewDocument } from '../../shared/downloads/useViewDocument';
import { ErrorText } from '../../shared/modals/ErrorText';
import { routePath } from '../../shared/routes/routes';
import { useSession } from '../../shared/session/session-context';
import { useVersionActions } from './useVersionActions';
import { takeVersionFiles } from '../../shared/uploads/version-drop-handoff';
import { useVersionUpload } from './useVersionUpload';
import {
  canEditDraft,
  canUploadVersion,
  hasVersionIndex,
  highlightedIndex,
  isDummy,
  versionRows,
} from './version-actions.utils';
import { VersionRow } from './VersionRow';
import { VersionUploadRow } from './VersionUploadRow';

/**
 * The versions screen of a document (routes `home.directories.documents.versions` and its `.version`, explorer.md §2):
 * newest first with the draft and an in-progress upload on top, the route's version highlighted.
 */
export function VersionsPage() {
  const { t } = useTranslation();
  const { directoryId = '', documentId = '', versionIndex } = useParams();
  const { data: document, error, isPending: documentPending } = useGetDocument(documentId);
  // The document's place is its directory: UpdateFiles there allows new versions and version actions.
  const { rights, loading } = useDocumentRights(document?.parentId ?? '');
  const isPending = documentPending || loading;

  const back = (
    <Button
      component={Link}
      to={routePath('home.directories.document', { directoryId, documentId })}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {t('versions.back')}
    </Button>
  );

  return (
    <Stack gap="md" p="md" component="section" aria-labelledby="versions-title">
      <Title order={1} size="h3" id="versions-title">
        {document ? `${t('versions.title')}: ${document.name}` : t('versions.title')}
      </Title>
      {isPending ? (
        <>
          <Group>{back}</Group>
          <Center p="xl">
            <Loader role="status" aria-label={t('versions.loading')} />
          </Center>
        </>
      ) : error ? (
        <>
          <Group>{back}</Group>
          <Alert color="red" variant="light" role="alert">
            <ErrorText error={error} />
          </Alert>
        </>
      ) : (
        <VersionsList
          document={document}
          directoryId={directoryId}
          routeIndex={versionIndex}
          back={back}
          mayUpdate={rights.update}
        />
      )}
    </Stack>
  );
}

interface VersionsListProps {
  document: Document;
  directoryId: string;
  routeIndex: string | undefined;
  back: ReactNode;
  /** UpdateFiles in the document's directory: new versions and version actions. */
  mayUpdate: boolean;
}

function VersionsList({ document, directoryId, routeIndex, back, mayUpdate }: VersionsListProps) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const { configuration } = useSession();
  const { run } = useVersionActions(document.id);
  const view = useViewDocument();
  const { item, uploading, upload } = useVersionUpload(document.id);
  const highlighted = highlightedIndex(document, routeIndex);
  // A file dropped on the document panel arrives here as the route changes (explorer.md §4 Drop handling).
  useEffect(() => {
    const dropped = takeVersionFiles(document.id);
    if (dropped && canUploadVersion(document, mayUpdate)) void upload(dropped);
    // Only on arrival: a later render must not take a file dropped for another visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [document.id]);
  const rows = versionRows(document);

  return (
    <>
      <Group>
        {back}
        {canUploadVersion(document, mayUpdate) && (
          <>
            <Button
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={uploading}
              onClick={() => fileInput.current?.click()}
            >
              {t('versions.upload')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              data-testid="version-file-input"
              onChange={(event) => {
                const files = Array.from(event.currentTarget.files ?? []);
                // Cleared so that choosing the same file again still fires a change.
                event.currentTarget.value = '';
                void upload(files);
              }}
            />
          </>
        )}
      </Group>
      {!hasVersionIndex(document, highlighted) && (
        <Alert color="yellow" variant="light" role="alert">
          {t('VersionNotFound', { ns: 'errors' })}
        </Alert>
      )}
      <Stack component="ul" gap="xs" m={0} p={0} aria-label={t('versions.listLabel')} style={{ listStyle: 'none' }}>
        {item && <VersionUploadRow item={item} />}
        {rows.map((row) => (
          <VersionRow
            key={`${row.kind}-${String(row.version.index)}`}
            document={document}
            row={row}
            directoryId={directoryId}
            highlighted={row.version.index === highlighted}
            mayUpdate={mayUpdate}
            // Each version's own file decides (one may be an archive, the next a PDF); a draft is still being
            // written and a dummy has no content to show.
            onView={
              row.kind !== 'draft' &&
              !isDummy(row.version) &&
              isViewOffered(versionExtension(row.version), configuration)
                ? () => void view(document, row.version.index)
                : undefined
            }
            // The draft exists: the editor joins it, no master version needed.
            editPath={
              row.kind === 'draft' && canEditDraft(document, row.version, mayUpdate, configuration)
                ? draftEditorPath(document.id)
                : undefined
            }
            onAction={(action) => {
              const label =
                row.kind === 'draft' ? t('versions.draft') : t('versions.version', { number: row.version.index + 1 });
              void run(action, row.version, label);
            }}
          />
        ))}
      </Stack>
    </>
  );
}
