// Preloaded into processes the launcher starts (node --import): if the launcher is killed outright (SIGKILL
// leaves it no chance to stop its children), this process notices it was orphaned and exits too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 1000).unref();
