import { useCallback, type CSSProperties } from 'react';

export interface BlobImageProps {
  blob: Blob;
  alt: string;
  style?: CSSProperties;
}

/**
 * An image of a file the app fetched itself (with its bearer token). The object URL is made when the image mounts and
 * revoked when it unmounts or the file changes, so no URL outlives its image (a ref callback with cleanup: an effect
 * would need state and render twice).
 */
export function BlobImage({ blob, alt, style }: BlobImageProps) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => {
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );
  return <img ref={attach} alt={alt} style={style} />;
}
