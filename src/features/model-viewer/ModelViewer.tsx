import { Alert, Button, Group, Loader, Stack, Text, useTree } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errors/error-message';
import { createDefaultEngine } from './defaultEngine';
import { WebglUnavailableError, type CreateModelEngine, type ModelEngine, type PickedItem } from './model-engine';
import { viewerParts, viewerStatus, type ViewerStatus } from './model-loading.utils';
import {
  allRefs,
  ancestorValues,
  classFilters,
  indexTree,
  initialExpanded,
  itemValue,
  modelFilters,
  nodeRefs,
  storeyFilters,
  type ModelTreeNode,
} from './model-tree.utils';
import { initialSectionHeight, isClick, sectionRange, type SectionRange } from './model-view.utils';
import classes from './model-viewer.module.css';
import { ALL_VISIBLE, visibilityChanges, visibilityReducer, type ItemRefs } from './model-visibility.utils';
import { ModelFilters } from './ModelFilters';
import { ModelToolbar, type SectionState } from './ModelToolbar';
import { ModelTreePanel } from './ModelTreePanel';
import { PartsProgress } from './PartsProgress';
import { PropertiesPanel } from './PropertiesPanel';
import { useItemProperties } from './useItemProperties';
import { useModelDescriptions } from './useModelDescriptions';
import { useModelScene } from './useModelScene';
import { ViewerPanel } from './ViewerPanel';

/** Below Mantine's `sm` the panels become drawers (a phone, a narrow window). */
const COMPACT_QUERY = '(width < 48em)';

export interface ModelViewerProps {
  /** The route's model ids. */
  ids: readonly string[];
  /** The 3D engine (three.js and fragments by default); tests give one that needs no WebGL. */
  createEngine?: CreateModelEngine;
}

/**
 * The product's own model viewer (platform.md §2.8 with no external viewer configured): every part of every model
 * given, federated in one scene, with the model tree, filters by model, storey and IFC class, a horizontal section
 * and the selected element's properties. `data-state` on the root says loading, ready (every part in the scene) or
 * failed.
 */
export function ModelViewer({ ids, createEngine = createDefaultEngine }: ModelViewerProps) {
  const { t } = useTranslation();
  const compact = useMediaQuery(COMPACT_QUERY, false, { getInitialValueInEffect: false });
  const { models, error: modelsError } = useModelDescriptions(ids);
  const parts = useMemo(() => (models ? viewerParts(models) : undefined), [models]);
  const host = useRef<HTMLDivElement>(null);
  // Until the user turns the view, it follows the models as they arrive.
  const viewTouched = useRef(false);
  const [range, setRange] = useState<SectionRange>();

  const onPartLoaded = useCallback((engine: ModelEngine) => {
    if (!viewTouched.current) engine.fitAll();
    const extent = engine.verticalExtent();
    setRange(extent && sectionRange(extent.bottom, extent.top));
  }, []);
  const { engine, engineError, loads, trees } = useModelScene({
    host,
    canvasLabel: `${t('modelViewer.canvas')}. ${t('modelViewer.canvasHint')}`,
    parts,
    createEngine,
    onPartLoaded,
  });

  const treeParts = useMemo(() => (parts ?? []).flatMap((part) => trees.get(part.id) ?? []), [parts, trees]);
  const index = useMemo(() => indexTree(treeParts), [treeParts]);
  const filters = useMemo(
    () => ({ models: modelFilters(treeParts), storeys: storeyFilters(treeParts), classes: classFilters(treeParts) }),
    [treeParts],
  );

  const [visibility, dispatch] = useReducer(visibilityReducer, ALL_VISIBLE);
  const applied = useRef(ALL_VISIBLE);
  useEffect(() => {
    if (!engine) return;
    const changes = visibilityChanges(applied.current, visibility);
    applied.current = visibility;
    void (async () => {
      for (const { partId, localIds, visible } of changes) await engine.setVisible(partId, localIds, visible);
    })().catch(() => undefined);
  }, [engine, visibility]);

  // The open rows are kept here, not in Mantine's tree: it replaces them whole on each change, so several opened at
  // once (a new part's rows, a picked element's ancestors) would keep only the last.
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const tree = useTree({ expandedState: expanded, onExpandedStateChange: setExpanded });
  const expandedParts = useRef(new Set<string>());
  useEffect(() => {
    // A part's rows open down to its storeys once, when it arrives; later the user opens and closes them.
    const fresh = treeParts.filter((part) => !expandedParts.current.has(part.partId));
    if (fresh.length === 0) return;
    for (const part of fresh) expandedParts.current.add(part.partId);
    setExpanded((current) => ({ ...current, ...initialExpanded(fresh) }));
    // Spaces start hidden: their volumes would cover the rooms, taking the clicks meant for walls and floors.
    const spaces = classFilters(fresh).find(({ key }) => key === 'IFCSPACE');
    if (spaces) dispatch({ type: 'hide', items: spaces.refs });
  }, [treeParts]);

  const [selected, setSelected] = useState<PickedItem | null>(null);
  useEffect(() => {
    void engine?.select(selected).catch(() => undefined);
  }, [engine, selected]);
  const properties = useItemProperties(engine, selected);

  const [section, setSection] = useState<SectionState>({ enabled: false, height: 0 });
  useEffect(() => {
    engine?.setSection(section.enabled ? section.height : null);
  }, [engine, section]);
  const sectionPlaced = useRef(false);
  const changeSection = (next: SectionState) => {
    // Turned on for the first time: two thirds up the models, not at the slider's start.
    if (next.enabled && !sectionPlaced.current && range) {
      sectionPlaced.current = true;
      setSection({ ...next, height: initialSectionHeight(range) });
      return;
    }
    setSection(next);
  };

  const [panelChoice, setPanelChoice] = useState<boolean>();
  const [propertiesChoice, setPropertiesChoice] = useState<boolean>();
  const panelOpened = panelChoice ?? !compact;
  // On a wide screen the properties show as soon as something is picked; on a phone only when asked for.
  const propertiesOpened = propertiesChoice ?? (!compact && selected !== null);

  const select = (item: PickedItem | null) => {
    setSelected(item);
    if (!item) {
      tree.clearSelected();
      return;
    }
    const value = itemValue(item.partId, item.localId);
    const ancestors = ancestorValues(treeParts, value);
    setExpanded((current) => ({ ...current, ...Object.fromEntries(ancestors.map((ancestor) => [ancestor, true])) }));
    tree.setSelectedState([value]);
    // The row exists once the tree has opened to it.
    requestAnimationFrame(() => {
      const rows = document.querySelectorAll<HTMLElement>('[role="treeitem"][data-value]');
      Array.from(rows)
        .find((row) => row.dataset['value'] === value)
        ?.scrollIntoView({ block: 'nearest' });
    });
  };

  const pointerStart = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    viewTouched.current = true;
    pointerStart.current = event.button === 0 ? { x: event.clientX, y: event.clientY } : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = pointerStart.current;
    pointerStart.current = null;
    if (!engine || !start || !isClick(start, { x: event.clientX, y: event.clientY })) return;
    engine.pick(event.clientX, event.clientY).then(select, () => undefined);
  };

  const toggle = (items: ItemRefs, show: boolean) => {
    dispatch({ type: show ? 'show' : 'hide', items });
  };
  const isolate = (items: ItemRefs) => {
    dispatch({ type: 'isolate', items, all: allRefs(treeParts) });
  };
  const [panelView, setPanelView] = useState<'tree' | 'filters'>('tree');

  const fatal = fatalMessage({ ids, modelsError, engineError, t });
  const loadList = (parts ?? []).map((part) => loads.get(part.id) ?? { phase: 'waiting' as const });
  const status: ViewerStatus = fatal ? 'failed' : parts ? viewerStatus(loadList) : 'loading';
  const ready = treeParts.length > 0;
  const title = models?.map((model) => model.name).join(', ') ?? t('modelViewer.frameTitle');
  const partName = selected ? parts?.find((part) => part.id === selected.partId)?.name : undefined;

  return (
    <div className={classes['page']} data-testid="model-viewer" data-state={status}>
      <ModelToolbar
        title={title}
        ready={ready}
        somethingHidden={visibility.hidden.size > 0}
        panelOpened={panelOpened}
        propertiesOpened={propertiesOpened}
        section={section}
        sectionRange={range}
        onTogglePanel={() => {
          setPanelChoice(!panelOpened);
        }}
        onToggleProperties={() => {
          setPropertiesChoice(!propertiesOpened);
        }}
        onFit={() => engine?.fitAll()}
        onShowAll={() => {
          dispatch({ type: 'showAll' });
        }}
        onSectionChange={changeSection}
      />
      <div className={classes['body']}>
        <ViewerPanel
          side="start"
          title={t('modelViewer.panel.title')}
          opened={panelOpened}
          compact={compact}
          onClose={() => {
            setPanelChoice(false);
          }}
          header={
            <Group gap={4} grow px="sm" pb="xs" role="group" aria-label={t('modelViewer.panel.title')}>
              {(['tree', 'filters'] as const).map((view) => (
                <Button
                  key={view}
                  size="xs"
                  variant={panelView === view ? 'filled' : 'default'}
                  aria-pressed={panelView === view}
                  onClick={() => {
                    setPanelView(view);
                  }}
                >
                  {t(`modelViewer.panel.${view}`)}
                </Button>
              ))}
            </Group>
          }
        >
          {panelView === 'tree' ? (
            <ModelTreePanel
              parts={treeParts}
              index={index}
              visibility={visibility}
              tree={tree}
              onSelect={(node: ModelTreeNode) => {
                if (node.localId !== undefined) select({ partId: node.partId, localId: node.localId });
              }}
              onToggle={(node, show) => {
                toggle(nodeRefs(node), show);
              }}
              onIsolate={(node) => {
                isolate(nodeRefs(node));
              }}
            />
          ) : (
            <ModelFilters {...filters} visibility={visibility} onToggle={toggle} onIsolate={isolate} />
          )}
        </ViewerPanel>
        <div
          ref={host}
          className={classes['stage']}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onKeyDown={(event) => {
            if (event.key === 'Escape') select(null);
            else viewTouched.current = true;
          }}
          onWheel={() => {
            viewTouched.current = true;
          }}
          // The scene turns under one finger: the layout's swipe between columns must not take it.
          onTouchStart={(event) => {
            event.stopPropagation();
          }}
          onTouchEnd={(event) => {
            event.stopPropagation();
          }}
        >
          <StageMessages fatal={fatal} loading={!fatal && !parts} empty={parts?.length === 0} />
          {!fatal && parts && parts.length > 0 && status !== 'ready' && <PartsProgress parts={parts} loads={loads} />}
          {compact && selected && !propertiesOpened && (
            <Button
              className={classes['floating']}
              leftSection={<IconInfoCircle size={16} aria-hidden />}
              onClick={() => {
                setPropertiesChoice(true);
              }}
            >
              {t('modelViewer.toolbar.properties')}
            </Button>
          )}
        </div>
        <ViewerPanel
          side="end"
          title={t('modelViewer.properties.title')}
          opened={propertiesOpened}
          compact={compact}
          onClose={() => {
            setPropertiesChoice(false);
          }}
        >
          <PropertiesPanel
            state={properties}
            partName={partName}
            onFit={() => {
              if (selected) void engine?.fitItem(selected).catch(() => undefined);
            }}
          />
        </ViewerPanel>
      </div>
    </div>
  );
}

/** Why the viewer shows nothing at all, in the user's words; undefined while it can show models. */
function fatalMessage({
  ids,
  modelsError,
  engineError,
  t,
}: {
  ids: readonly string[];
  modelsError: unknown;
  engineError: unknown;
  t: ReturnType<typeof useTranslation>['t'];
}): string | undefined {
  if (ids.length === 0) return t('modelViewer.noModels');
  if (modelsError) return errorMessage(modelsError, t);
  if (engineError instanceof WebglUnavailableError) return t('modelViewer.webglUnavailable');
  if (engineError) return t('modelViewer.engineFailed');
  return undefined;
}

function StageMessages({ fatal, loading, empty }: { fatal?: string; loading: boolean; empty: boolean }) {
  const { t } = useTranslation();
  if (fatal) {
    return (
      <div className={classes['overlay']}>
        <Alert color="red" variant="light" role="alert" maw={520}>
          {fatal}
        </Alert>
      </div>
    );
  }
  if (loading) {
    return (
      <div className={classes['overlay']}>
        <Stack align="center" gap="xs" role="status">
          <Loader aria-hidden />
          <Text fw={500}>{t('modelViewer.loading')}</Text>
        </Stack>
      </div>
    );
  }
  if (empty) {
    return (
      <div className={classes['overlay']}>
        <Alert color="orange" variant="light" maw={520}>
          {t('modelViewer.empty')}
        </Alert>
      </div>
    );
  }
  return null;
}
