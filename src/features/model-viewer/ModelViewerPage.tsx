import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { useSession } from '../../shared/session/session-context';
import { ExternalModelViewer } from './ExternalModelViewer';
import { modelIdsOf } from './external-viewer.utils';
import { ModelViewer } from './ModelViewer';

/**
 * The model viewer's screen (route tangl.viewer, platform.md §2.8; query `ids`, one per model): the external viewer
 * in a frame when the configuration names one (tanglViewerUrl), else the product's own. Other models start afresh.
 */
export function ModelViewerPage() {
  const { configuration } = useSession();
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  const ids = useMemo(() => modelIdsOf(new URLSearchParams(search)), [search]);
  if (configuration.tanglViewerUrl !== null) {
    return <ExternalModelViewer base={configuration.tanglViewerUrl} rest={rest} search={search} />;
  }
  return <ModelViewer key={ids.join('&')} ids={ids} />;
}
