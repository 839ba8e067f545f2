/**
 * The contract's versions calls, reached when a download or a preview runs: the generated module (every hook of the
 * versions screens with it) is then a chunk of its own rather than part of the explorer's first load.
 */
export const versionsApi = () => import('../../../codegen/api/versions/versions');
