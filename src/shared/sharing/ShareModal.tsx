import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SharedLink } from '../../../codegen/model/sharedLink';
import { errorMessage } from '../errors/error-message';
import { sharedModalSettings } from '../modals/shared-modal-settings';
import type { ShareRequest } from './share-request';
import { SharedLinkField } from './SharedLinkField';

export interface ShareModalProps {
  request: ShareRequest;
  opened: boolean;
  /** The request in flight, its link once created, its failure if it failed. */
  pending: boolean;
  link: SharedLink | undefined;
  error: unknown;
  /** Creates the link: for a document with the chosen persistence; for items again after a failure. */
  onCreate: (persistent: boolean) => void;
  onClose: () => void;
}

/**
 * The Share dialog (explorer.md §2 Modals): for one document the 'persistent' option and a create button first; for a
 * selection the link is being created already. Then the link, its copy button and its lifetime. A failure is shown
 * inside the dialog with its translated text and the choice made stays, so that the user can simply try again.
 */
export function ShareModal({ request, opened, pending, link, error, onCreate, onClose }: ShareModalProps) {
  const { t } = useTranslation();
  const { size, zIndex, classNames } = sharedModalSettings();
  const [persistent, setPersistent] = useState(false);
  const failed = error !== null && error !== undefined;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('sharing.title')}
      size={size}
      zIndex={zIndex}
      classNames={classNames}
      withCloseButton={false}
    >
      <Stack>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <ShareSubject request={request} />
        </Text>
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(error, t)}
          </Alert>
        )}
        {link ? (
          <SharedLinkField link={link} />
        ) : request.kind === 'document' ? (
          <Checkbox
            label={t('sharing.persistent')}
            description={t('sharing.persistentHint')}
            checked={persistent}
            disabled={pending}
            onChange={(event) => {
              setPersistent(event.currentTarget.checked);
            }}
          />
        ) : (
          pending && (
            <Group gap="xs">
              <Loader size="sm" />
              <Text size="sm">{t('sharing.creating')}</Text>
            </Group>
          )
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus={request.kind === 'items' ? true : undefined}>
            {t('sharing.close')}
          </Button>
          {!link && (request.kind === 'document' || failed) && (
            <Button
              loading={pending}
              data-autofocus={request.kind === 'document' ? true : undefined}
              onClick={() => {
                onCreate(persistent);
              }}
            >
              {request.kind === 'document' ? t('sharing.create') : t('sharing.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** What is being shared: the document's name, or the archive's name with how many documents and directories. */
function ShareSubject({ request }: { request: ShareRequest }) {
  const { t } = useTranslation();
  if (request.kind === 'document') return <>{t('sharing.documentSubject', { name: request.document.name })}</>;
  const { documents, directories, name } = request.items;
  const contents = [
    documents.length > 0 ? t('count.files', { count: documents.length }) : '',
    directories.length > 0 ? t('count.directories', { count: directories.length }) : '',
  ]
    .filter((part) => part !== '')
    .join(', ');
  return <>{t('sharing.itemsSubject', { name, contents })}</>;
}
