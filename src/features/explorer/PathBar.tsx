import { Anchor, Breadcrumbs, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Directory } from '../../../codegen/model/directory';
import { routePath } from '../../shared/routes/routes';
import { useScopedState } from '../../shared/state/useScopedState';
import { visiblePath } from './path-bar.utils';

export interface PathBarProps {
  /** The ancestors from the top level down. */
  ancestors: readonly Directory[];
  /** The directory shown; null at the root. */
  directory: Directory | null;
}

/**
 * The path bar (explorer.md §2): the root and the ancestors as links to home.directory, the current directory as
 * text. The last two items show by default; older ones hide behind «…», which expands the whole path.
 */
export function PathBar({ ancestors, directory }: PathBarProps) {
  const { t } = useTranslation();
  // Expanded for one directory: the next one opens with its path shortened again.
  const [expanded, setExpanded] = useScopedState(directory?.id ?? 'root', false);
  const path = directory ? [...ancestors, directory] : [];
  const { hidden, shown } = visiblePath(path, expanded);

  const links = shown.map((item) =>
    item.id === directory?.id ? (
      <Text key={item.id} size="sm" fw={600} aria-current="page" truncate maw={320}>
        {item.name}
      </Text>
    ) : (
      <Anchor key={item.id} component={Link} to={routePath('home.directory', { directoryId: item.id })} size="sm">
        {item.name}
      </Anchor>
    ),
  );

  return (
    <nav aria-label={t('explorer.path.label')}>
      <Breadcrumbs separatorMargin={6}>
        {directory ? (
          <Anchor component={Link} to={routePath('home.directory')} size="sm">
            {t('explorer.path.root')}
          </Anchor>
        ) : (
          <Text size="sm" fw={600} aria-current="page">
            {t('explorer.path.root')}
          </Text>
        )}
        {hidden && (
          <UnstyledButton
            onClick={() => {
              setExpanded(true);
            }}
            aria-label={t('explorer.path.showAll')}
            title={t('explorer.path.showAll')}
            fz="sm"
          >
            …
          </UnstyledButton>
        )}
        {links}
      </Breadcrumbs>
    </nav>
  );
}
