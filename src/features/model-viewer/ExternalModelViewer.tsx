import { Alert, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { externalViewerUrl } from './external-viewer.utils';
import classes from './model-viewer.module.css';

export interface ExternalModelViewerProps {
  /** Configuration.tanglViewerUrl. */
  base: string;
  /** The route's path after /tangl-viewer/model/. */
  rest: string;
  /** The route's query, with the model ids. */
  search: string;
}

/** The external model viewer in a frame (platform.md §2.8), given the rest of the route's path and its query. */
export function ExternalModelViewer({ base, rest, search }: ExternalModelViewerProps) {
  const { t } = useTranslation();
  const src = externalViewerUrl(base, rest, search, window.location.origin);
  return (
    <div className={classes['page']} data-testid="model-viewer" data-state={src ? 'ready' : 'failed'}>
      {src ? (
        <iframe
          src={src}
          title={t('modelViewer.frameTitle')}
          style={{ flex: 1, width: '100%', border: 0 }}
          allow="fullscreen; clipboard-read; clipboard-write"
          allowFullScreen
        />
      ) : (
        <Center p="md" style={{ flex: 1 }}>
          <Alert color="red" variant="light" role="alert" maw={520}>
            {t('modelViewer.externalInvalid')}
          </Alert>
        </Center>
      )}
    </div>
  );
}
