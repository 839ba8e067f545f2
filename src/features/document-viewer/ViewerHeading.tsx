import { Skeleton, Text, Title } from '@mantine/core';
import { FileTypeIcon } from '../../shared/documents/FileTypeIcon';
import classes from './document-viewer.module.css';

/** The document's name and «Версия N от …», as the toolbar of every view shows them. */
export interface ViewerHeadingText {
  name: string;
  caption: string;
  extension: string;
}

/** The start of a viewer's toolbar: the file's icon, the document's name and its version; a skeleton while loading. */
export function ViewerHeading({ heading }: { heading: ViewerHeadingText | undefined }) {
  return (
    <div className={classes['heading']}>
      {heading ? (
        <>
          <FileTypeIcon extension={heading.extension} size={28} />
          <div className={classes['headingText']}>
            <Title order={1} size="h5" className={classes['name']} title={heading.name}>
              {heading.name}
            </Title>
            <Text size="xs" c="dimmed">
              {heading.caption}
            </Text>
          </div>
        </>
      ) : (
        <Skeleton height={32} width={240} aria-hidden />
      )}
    </div>
  );
}
