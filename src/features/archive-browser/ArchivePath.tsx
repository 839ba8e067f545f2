import { Box, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './archive-browser.module.css';

/** Where the folder shown lies: the archive's name, then the folders down to it, the last one current. */
export function ArchivePath({ archiveName, segments }: { archiveName: string; segments: readonly string[] }) {
  const { t } = useTranslation();
  const crumbs = [archiveName, ...segments];
  return (
    <Box component="nav" aria-label={t('archiveBrowser.pathLabel')}>
      {/* Long names wrap, on a phone too, rather than push the page sideways. */}
      <Breadcrumbs separatorMargin={4} style={{ flexWrap: 'wrap', rowGap: 2 }}>
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <Text
              key={`${String(index)}:${crumb}`}
              size="sm"
              fw={current ? 600 : undefined}
              className={current ? classes['crumb'] : `${classes['crumb'] ?? ''} ${classes['secondary'] ?? ''}`}
              aria-current={current ? 'location' : undefined}
            >
              {crumb}
            </Text>
          );
        })}
      </Breadcrumbs>
    </Box>
  );
}
