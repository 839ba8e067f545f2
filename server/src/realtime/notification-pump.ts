import type { Db } from '../db/database';
import type { Mailer } from '../plugins/mailer';
import { dispatchPendingEvents } from '../services/event-dispatch.service';
import { sendDueDigests } from '../services/notification-digest.service';
import type { LiveBus } from './live-bus';

export interface PumpOptions {
  db: Db;
  bus: LiveBus;
  mailer: Mailer;
  appUrl: string;
  clock: () => Date;
  log: { warn(object: unknown, message: string): void };
  /** How long a digest waits after its first notification (NOTIFICATION_DIGEST_SECONDS). */
  digestDelayMs: number;
  /** The sweep for events no request of this process nudged for (another process's, or one missed in a crash). */
  sweepMs?: number;
}

const BATCH = 200;

/**
 * Moves the event log on to notifications, live changes and digests (docs/notifications.md): a request that may have
 * logged events nudges it once answered, a sweep every few seconds catches the rest (events of a process that died
 * before dispatching them, for instance), and digests are sent as they fall due. Runs are never concurrent within
 * a process; across processes the claims in the database keep each event and each mail to one of them.
 */
export class NotificationPump {
  private running: Promise<void> | undefined;
  private again = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private closed = false;

  constructor(private readonly options: PumpOptions) {}

  start(): void {
    const sweep = setInterval(() => {
      this.nudge();
    }, this.options.sweepMs ?? 2000);
    const digestEvery = Math.min(30_000, Math.max(250, this.options.digestDelayMs / 2));
    const digests = setInterval(() => {
      void this.sendDigests();
    }, digestEvery);
    sweep.unref();
    digests.unref();
    this.timers.push(sweep, digests);
    this.nudge();
  }

  /** Dispatches soon; a nudge during a run makes one more run, so that nothing logged meanwhile waits for the sweep. */
  nudge(): void {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.dispatchAll().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.nudge();
      }
    });
  }

  /** Resolves once what has been nudged so far is dispatched (the tests wait on it). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async dispatchAll(): Promise<void> {
    try {
      for (;;) {
        const events = await dispatchPendingEvents(this.options.db, this.options.clock(), BATCH);
        if (events.length > 0) await this.options.bus.publish({ kind: 'events', eventIds: events.map((e) => e.id) });
        if (events.length < BATCH || this.closed) return;
      }
    } catch (error) {
      // The events stay undispatched and the next nudge or sweep tries again.
      if (!this.closed) this.options.log.warn({ err: error }, 'Events could not be dispatched.');
    }
  }

  private digestRun: Promise<unknown> | undefined;

  async sendDigests(): Promise<void> {
    if (this.closed || this.digestRun) return;
    this.digestRun = sendDueDigests({ ...this.options, delayMs: this.options.digestDelayMs }, this.options.clock())
      .catch((error: unknown) => {
        if (!this.closed) this.options.log.warn({ err: error }, 'Notification digests could not be sent.');
      })
      .finally(() => {
        this.digestRun = undefined;
      });
    await this.digestRun;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    await this.running;
    await this.digestRun;
  }
}
