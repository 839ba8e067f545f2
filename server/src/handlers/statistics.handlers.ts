import type { GetStatistics200 } from '../../../codegen/model/getStatistics200';
import type { GetStatisticsParams } from '../../../codegen/model/getStatisticsParams';
import type { OperationHandler } from '../app';
import { loadStatistics, statisticsPeriod } from '../services/statistics.service';

/**
 * The admin dashboard's statistics (the `settings` tag's getStatistics; platform.md §2.4, §3, §7). Who may call it
 * (administrators and developers) is the request gate's; the period's rules and the figures are the service's.
 */
export const statisticsHandlers: Record<string, OperationHandler> = {
  getStatistics: async (request): Promise<GetStatistics200> => {
    const { periodFrom, periodTo } = request.query as GetStatisticsParams;
    return { data: await loadStatistics(request.server.db, statisticsPeriod(periodFrom, periodTo)) };
  },
};
