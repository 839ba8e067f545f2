import { Popover } from '@mantine/core';
import type { Notification } from '../../../codegen/model/notification';
import { AnchorTarget } from '../../shared/ui/AnchorTarget';
import { useOpenedOnceMounted } from '../../shared/ui/useOpenedOnceMounted';
import { NotificationList } from './NotificationList';
import type { useNotifications } from './useNotifications';

/** 360 px, or a phone's screen less a margin. */
const DROPDOWN_WIDTH = 'min(360px, calc(100vw - 16px))';

export interface NotificationPopoverProps {
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The bell, which the popover opens from. */
  anchor: HTMLElement | null;
  notifications: ReturnType<typeof useNotifications>;
  titleId: string;
  onOpen: (notification: Notification) => void;
}

/** The bell's popover with the notifications, newest first; loaded when the bell is first wanted (`NotificationBell`). */
export function NotificationPopover({
  opened,
  onChange,
  anchor,
  notifications,
  titleId,
  onOpen,
}: NotificationPopoverProps) {
  const shown = useOpenedOnceMounted(opened);
  return (
    <Popover
      opened={shown}
      onChange={onChange}
      position="bottom-end"
      shadow="md"
      trapFocus
      returnFocus
      withinPortal
      width={DROPDOWN_WIDTH}
    >
      <Popover.Target>
        <AnchorTarget element={anchor} />
      </Popover.Target>
      {/* Named by its title rather than by the bell, whose name carries the count. */}
      <Popover.Dropdown p={0} aria-labelledby={titleId}>
        <NotificationList {...notifications} titleId={titleId} onOpen={onOpen} />
      </Popover.Dropdown>
    </Popover>
  );
}
