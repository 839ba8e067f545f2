// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n, initI18n } from '../i18n/i18n';
import { lazyPart, MountOnceOpened } from './lazy-part';

beforeAll(async () => {
  await initI18n('ru');
});

afterEach(cleanup);

function TrashTitle({ opened }: { opened: boolean }) {
  const { t } = useTranslation();
  return <p>{opened ? t('trash.title') : 'closed'}</p>;
}

let loads = 0;
const LazyTrashTitle = lazyPart(async () => {
  loads += 1;
  await Promise.resolve();
  return TrashTitle;
}, 'trash');

function Harness({ opened }: { opened: boolean }) {
  return (
    <I18nextProvider i18n={i18n}>
      <MountOnceOpened opened={opened}>
        <LazyTrashTitle opened={opened} />
      </MountOnceOpened>
    </I18nextProvider>
  );
}

describe('lazyPart and MountOnceOpened', () => {
  it('loads nothing until first opened, then renders with its texts there, and stays mounted once closed', async () => {
    const { rerender, container } = render(<Harness opened={false} />);
    expect(container.textContent).toBe('');
    expect(loads).toBe(0);

    rerender(<Harness opened />);
    expect(await screen.findByText('Корзина')).toBeDefined();
    expect(loads).toBe(1);

    rerender(<Harness opened={false} />);
    expect(screen.getByText('closed')).toBeDefined();
    rerender(<Harness opened />);
    expect(screen.getByText('Корзина')).toBeDefined();
    expect(loads).toBe(1);
  });
});

describe('lazyPart.preload', () => {
  it('fetches the part and its texts once, before it renders, and the render then uses what was fetched', async () => {
    let fetched = 0;
    const Part = lazyPart(async () => {
      fetched += 1;
      await Promise.resolve();
      return TrashTitle;
    }, 'trash');
    Part.preload();
    Part.preload();
    await Promise.resolve();
    expect(fetched).toBe(1);
    render(
      <I18nextProvider i18n={i18n}>
        <MountOnceOpened opened>
          <Part opened />
        </MountOnceOpened>
      </I18nextProvider>,
    );
    expect(await screen.findByText('Корзина')).toBeDefined();
    expect(fetched).toBe(1);
  });

  it('asks again after a fetch that failed', async () => {
    let attempts = 0;
    const Part = lazyPart(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(TrashTitle);
    });
    Part.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    Part.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempts).toBe(2);
  });
});
