import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useGetDocument } from '../../../codegen/api/documents/documents';
import { useGetRelatedDocuments } from '../../../codegen/api/related/related';
import type { Document } from '../../../codegen/model/document';
import { useDocumentRights } from '../../shared/access/useDocumentRights';
import { useDocumentDownload } from '../../shared/downloads/useDocumentDownload';
import { useViewDocument } from '../../shared/downloads/useViewDocument';
import { routePath } from '../../shared/routes/routes';
import { useSession } from '../../shared/session/session-context';
import { LoadState } from '../../shared/ui/LoadState';
import { canAddRelated, relatedItemActions } from './related.utils';
import { RelatedItem } from './RelatedItem';
import { SelectDocumentsModal } from './SelectDocumentsModal';
import { useRelatedActions } from './useRelatedActions';

/**
 * The related documents of a document (route `home.directories.documents.related`, explorer.md §2 Related screen):
 * the list with a menu per item, an empty text with an Add link, the Add button opening the select-documents master
 * (not for a blocked or agreed document, nor without UpdateFiles in its directory), and Back to the document.
 */
export function RelatedPage() {
  const { t } = useTranslation();
  const { directoryId = '', documentId = '' } = useParams();
  const documentQuery = useGetDocument(documentId);
  const relatedQuery = useGetRelatedDocuments(documentId);
  const document = documentQuery.data;
  // The document's place is its directory: UpdateFiles there allows adding and removing relations.
  const { rights, loading } = useDocumentRights(document?.parentId ?? '');

  const back = (
    <Button
      component={Link}
      to={routePath('home.directories.document', { directoryId, documentId })}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {t('related.back')}
    </Button>
  );

  const pending = documentQuery.isPending || relatedQuery.isPending || loading;
  const error: unknown = documentQuery.error ?? relatedQuery.error;

  return (
    <Stack gap="md" p="md" component="section" aria-labelledby="related-title">
      <Title order={1} size="h3" id="related-title" style={{ overflowWrap: 'anywhere' }}>
        {document ? `${t('related.title')}: ${document.name}` : t('related.title')}
      </Title>
      {pending || error || !document || !relatedQuery.data ? (
        <>
          <Group>{back}</Group>
          <LoadState pending={pending} error={error} loadingLabel={t('related.loading')} />
        </>
      ) : (
        <RelatedList document={document} related={relatedQuery.data.data} back={back} mayUpdate={rights.update} />
      )}
    </Stack>
  );
}

interface RelatedListProps {
  document: Document;
  related: readonly Document[];
  back: ReactNode;
  /** UpdateFiles in the document's directory: adding and removing relations. */
  mayUpdate: boolean;
}

function RelatedList({ document, related, back, mayUpdate }: RelatedListProps) {
  const { t } = useTranslation();
  const { account, configuration } = useSession();
  const { download } = useDocumentDownload();
  const view = useViewDocument();
  const { add, remove } = useRelatedActions(document.id);
  const [choosing, setChoosing] = useState(false);
  const canAdd = canAddRelated(document, mayUpdate);
  const relatedIds = useMemo(() => new Set(related.map((item) => item.id)), [related]);
  const choose = () => {
    setChoosing(true);
  };

  return (
    <>
      <Group>
        {back}
        {canAdd && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={choose}>
            {t('related.add')}
          </Button>
        )}
      </Group>
      {related.length === 0 ? (
        <Text c="dimmed" data-testid="related-empty">
          {t('related.empty')}{' '}
          {canAdd && (
            <Anchor component="button" type="button" onClick={choose} fz="inherit">
              {t('related.add')}
            </Anchor>
          )}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} aria-label={t('related.listLabel')} style={{ listStyle: 'none' }}>
          {related.map((item) => (
            <RelatedItem
              key={item.id}
              item={item}
              actions={relatedItemActions(account, item, configuration, mayUpdate)}
              onDownload={(chosen) => void download(chosen)}
              onView={(chosen) => void view(chosen)}
              onRemove={(chosen) => void remove(chosen)}
            />
          ))}
        </Stack>
      )}
      <SelectDocumentsModal
        opened={choosing}
        onClose={() => {
          setChoosing(false);
        }}
        currentId={document.id}
        relatedIds={relatedIds}
        onSubmit={(ids) => void add(ids)}
      />
    </>
  );
}
