// Loaded before the converter by the models benchmark (node --import): prints the process's peak memory as it ends.
process.on('exit', () => {
  process.stderr.write(`\npeak-rss-kib ${String(process.resourceUsage().maxRSS)}\n`);
});
