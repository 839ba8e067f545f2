import { isUniqueViolation } from '../repositories/directories.repository';

/**
 * Runs the work once more when a unique index refused its write: a concurrent request took a name between the work's
 * check and its write. The second run's checks see the name taken and answer as the contract says (a clash, or the
 * next free name); should it be refused again, its error goes to the caller.
 */
export async function retryingNameRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return work();
  }
}
