/**
 * One reader for many callers: `run` is called for one caller at once when none is in flight, and otherwise, as soon
 * as the one in flight settles, once for all who asked meanwhile (at most `maxBatch` at a time). Each caller gets the
 * answer at its own index of what `run` returns, or `run`'s error. A caller's read therefore always starts after the
 * caller asked: what a statement of the batch sees was committed no later than what a statement of its own would
 * have seen. Under load the callers share round trips (a busy server's requests found the database's answer to their
 * one statement in flight); alone, a caller waits for nothing.
 */
export function serialBatches<Ask, Answer>(
  run: (asks: readonly Ask[]) => Promise<readonly Answer[]>,
  maxBatch = 64,
): (ask: Ask) => Promise<Answer> {
  interface Waiting {
    ask: Ask;
    resolve: (answer: Answer) => void;
    reject: (error: unknown) => void;
  }
  let waiting: Waiting[] = [];
  let inFlight = false;

  const settle = (batch: readonly Waiting[], answers: readonly Answer[]) => {
    batch.forEach((caller, index) => {
      if (index < answers.length) caller.resolve(answers[index] as Answer);
      else caller.reject(new Error(`A batch of ${String(batch.length)} was answered ${String(answers.length)} times.`));
    });
  };
  const next = (): void => {
    if (inFlight || waiting.length === 0) return;
    const batch = waiting.slice(0, maxBatch);
    waiting = waiting.slice(maxBatch);
    inFlight = true;
    // `run` is called in its own promise so that a synchronous throw rejects the batch like a failed read.
    void Promise.resolve()
      .then(() => run(batch.map((caller) => caller.ask)))
      .then(
        (answers) => {
          settle(batch, answers);
        },
        (error: unknown) => {
          for (const caller of batch) caller.reject(error);
        },
      )
      .finally(() => {
        inFlight = false;
        next();
      });
  };

  return (ask) =>
    new Promise<Answer>((resolve, reject) => {
      waiting.push({ ask, resolve, reject });
      next();
    });
}
