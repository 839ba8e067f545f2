import { vi } from 'vitest';
import { httpClient } from '../../api/http-client';

/** The calls a component made through the mocked mutator (`vi.mock('…/api/http-client')`), as method, url and body. */
export function calls(): { method: string; url: string; data: unknown }[] {
  return vi.mocked(httpClient).mock.calls.map(([config]) => ({
    method: config.method ?? 'GET',
    url: config.url ?? '',
    data: config.data as unknown,
  }));
}
