import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerVersionFiles, takeVersionFiles, VERSION_HANDOFF_MS } from './version-drop-handoff';

const PLAN_ID = 'b2000000-0000-4000-8000-000000000001';
const FACADE_ID = 'b2000000-0000-4000-8000-000000000002';

const planV4 = new File(['%PDF'], 'План v4.pdf', { type: 'application/pdf' });
const facadeV2 = new File(['%PDF'], 'Фасады v2.pdf', { type: 'application/pdf' });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // Whatever a test left on offer is withdrawn, so that the next one starts with nothing pending.
  vi.advanceTimersByTime(VERSION_HANDOFF_MS);
  vi.useRealTimers();
});

describe('version drop handoff', () => {
  it('hands the offered files to the same document only', () => {
    offerVersionFiles(PLAN_ID, [planV4]);

    expect(takeVersionFiles(FACADE_ID)).toBeNull();
    expect(takeVersionFiles(PLAN_ID)).toEqual([planV4]);
  });

  it('hands them over once', () => {
    offerVersionFiles(PLAN_ID, [planV4]);

    expect(takeVersionFiles(PLAN_ID)).toEqual([planV4]);
    expect(takeVersionFiles(PLAN_ID)).toBeNull();
  });

  it('has nothing to take before anything was offered', () => {
    expect(takeVersionFiles(PLAN_ID)).toBeNull();
  });

  it('withdraws the offer after 1000 ms', () => {
    offerVersionFiles(PLAN_ID, [planV4]);
    vi.advanceTimersByTime(999);
    expect(takeVersionFiles(PLAN_ID)).toEqual([planV4]);

    offerVersionFiles(PLAN_ID, [planV4]);
    vi.advanceTimersByTime(1000);
    expect(takeVersionFiles(PLAN_ID)).toBeNull();
  });

  it('replaces an older offer with a newer one, which gets its own full 1000 ms', () => {
    offerVersionFiles(PLAN_ID, [planV4]);
    vi.advanceTimersByTime(600);
    offerVersionFiles(FACADE_ID, [facadeV2]);
    expect(takeVersionFiles(PLAN_ID)).toBeNull();

    // Past the older offer's deadline: its timer must not withdraw the newer offer.
    vi.advanceTimersByTime(999);
    expect(takeVersionFiles(FACADE_ID)).toEqual([facadeV2]);
  });

  it('replaces an older offer for the same document', () => {
    offerVersionFiles(PLAN_ID, [planV4]);
    offerVersionFiles(PLAN_ID, [facadeV2]);

    expect(takeVersionFiles(PLAN_ID)).toEqual([facadeV2]);
    expect(takeVersionFiles(PLAN_ID)).toBeNull();
  });
});
