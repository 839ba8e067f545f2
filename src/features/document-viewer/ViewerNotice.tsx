import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './document-viewer.module.css';

export interface ViewerNoticeProps {
  kind: 'error' | 'warning';
  children: ReactNode;
  /** The server's own words below the message (conversionFailureDetail). */
  detail?: string;
}

/** A message in the middle of the stage instead of the document: an error (an alert) or a warning. */
export function ViewerNotice({ kind, children, detail }: ViewerNoticeProps) {
  return (
    <div className={classes['overlay']}>
      <Alert
        color={kind === 'error' ? 'red' : 'orange'}
        variant="light"
        role={kind === 'error' ? 'alert' : undefined}
        maw={520}
      >
        {children}
        {detail && (
          <Text size="sm" c="dimmed" mt={4}>
            {detail}
          </Text>
        )}
      </Alert>
    </div>
  );
}
