import { useTranslation } from 'react-i18next';
import { formatSize } from '../format/format-size';

/** The limit messages of explorer.md §5: at most {size} documents, or at most {size} bytes (shown in units). */
export function UploadLimitText({ limit }: { limit: { reason: 'countLimit' | 'sizeLimit'; limit: number } }) {
  const { t } = useTranslation();
  return (
    <>
      {limit.reason === 'countLimit'
        ? t('uploads.failure.countLimit', { size: limit.limit })
        : t('uploads.failure.sizeLimit', { size: formatSize(limit.limit, t) })}
    </>
  );
}
