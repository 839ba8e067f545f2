import { useEffect, useState } from 'react';
import { itemProperties, type ItemProperties } from './item-properties.utils';
import type { ModelEngine, PickedItem } from './model-engine';

export type ItemPropertiesState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; properties: ItemProperties }
  | { status: 'failed'; error: unknown };

interface Answer {
  item: PickedItem;
  state: ItemPropertiesState;
}

/** The selected item's properties, read from the engine each time another item is selected. */
export function useItemProperties(engine: ModelEngine | undefined, selected: PickedItem | null): ItemPropertiesState {
  const [answer, setAnswer] = useState<Answer>();

  useEffect(() => {
    if (!engine || !selected) return undefined;
    let current = true;
    engine.itemData(selected).then(
      (record) => {
        if (current)
          setAnswer({ item: selected, state: { status: 'ready', properties: itemProperties(record ?? {}) } });
      },
      (error: unknown) => {
        if (current) setAnswer({ item: selected, state: { status: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [engine, selected]);

  if (!selected) return { status: 'idle' };
  // An answer about the item selected before is not shown for this one.
  return answer?.item === selected ? answer.state : { status: 'loading' };
}
