import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errors/error-message';
import classes from './document-viewer.module.css';
import { ViewerHeading } from './ViewerHeading';
import { ViewerLayout } from './ViewerLayout';
import { ViewerNotice } from './ViewerNotice';
import { ViewerWaiting } from './ViewerWaiting';

/** The viewer's screen before it knows its document: the spinner while it loads, the error's text if it failed. */
export function ViewerPending({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <ViewerLayout
      toolbar={
        <div className={classes['toolbar']}>
          <ViewerHeading heading={undefined} />
        </div>
      }
    >
      {error ? (
        <ViewerNotice kind="error">{errorMessage(error, t)}</ViewerNotice>
      ) : (
        <ViewerWaiting label={t('documentViewer.loading')} />
      )}
    </ViewerLayout>
  );
}
