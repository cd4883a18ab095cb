/** The argv that runs a command line through the system's shell (`exec` so a kill reaches it). */
export const shellArgv = (commandLine: string): string[] =>
  process.platform === 'win32'
    ? ['cmd.exe', '/d', '/s', '/c', commandLine]
    : ['/bin/sh', '-c', `exec ${commandLine}`];
