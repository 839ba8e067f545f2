import { LogLevel } from '@microsoft/signalr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HubErrorLogger } from './explorer-hub-connection';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('HubErrorLogger', () => {
  it("logs SignalR's errors and worse, nothing below, and nothing while muted", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const logger = new HubErrorLogger();
    for (const level of [LogLevel.Trace, LogLevel.Debug, LogLevel.Information, LogLevel.Warning])
      logger.log(level, 'x');
    expect(error).not.toHaveBeenCalled();

    logger.log(LogLevel.Error, 'failed');
    logger.log(LogLevel.Critical, 'broken');
    expect(error.mock.calls).toEqual([['Explorer hub: failed'], ['Explorer hub: broken']]);

    logger.muted = true;
    logger.log(LogLevel.Critical, 'hidden');
    expect(error).toHaveBeenCalledTimes(2);
  });
});
