import { Box, Menu } from '@mantine/core';
import type { ReactNode } from 'react';

/** Where an open context menu shows: the pointer of the right-click, or under the element that opened it. */
export interface MenuPoint {
  x: number;
  y: number;
}

export interface PointMenuProps {
  /** Null while closed; a new object for every opening. */
  point: MenuPoint | null;
  onClose: () => void;
  /** The `Menu.Item`s. */
  children: ReactNode;
  width?: number;
}

// Each opening gets its own menu instance, keyed by the identity of the point object the caller made for it: a
// Mantine menu closed with Escape does not open again when only its `opened` prop turns back to true.
const openings = new WeakMap<MenuPoint, number>();
let lastOpening = 0;
function openingKey(point: MenuPoint | null): number {
  if (!point) return 0;
  let key = openings.get(point);
  if (key === undefined) {
    lastOpening += 1;
    key = lastOpening;
    openings.set(point, key);
  }
  return key;
}

/**
 * A context menu at a point of the window. One menu serves every row of a list: it is anchored to an invisible box
 * that moves to the point, so Mantine's menu keeps its keyboard handling, focus return and outside-click closing.
 */
export function PointMenu({ point, onClose, children, width = 240 }: PointMenuProps) {
  return (
    <Menu
      key={openingKey(point)}
      opened={point !== null}
      onChange={(opened) => {
        if (!opened) onClose();
      }}
      position="bottom-start"
      offset={2}
      shadow="md"
      width={width}
    >
      <Menu.Target>
        <Box
          aria-hidden
          style={{
            position: 'fixed',
            left: point?.x ?? 0,
            top: point?.y ?? 0,
            width: 0,
            height: 0,
            pointerEvents: 'none',
          }}
        />
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
