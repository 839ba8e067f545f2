import type { ReactNode } from 'react';
import classes from './document-viewer.module.css';

/** The viewer's screen: its toolbar above, the stage (the pages, the drawing or a message over it) filling the rest. */
export function ViewerLayout({ toolbar, children }: { toolbar: ReactNode; children: ReactNode }) {
  return (
    <div className={classes['page']}>
      {toolbar}
      <div className={classes['stage']}>{children}</div>
    </div>
  );
}
