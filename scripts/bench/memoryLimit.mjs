// A memory limit the test sets itself (issue #31): a kernel control group the server is started
// inside, so the kernel holds the whole server (its threads and every child process: ffmpeg, the
// speech engine) to the limit, as a 1 GB container would. Where control groups cannot be made
// (no root, a read-only /sys/fs/cgroup), the limit is watched instead: the anonymous memory of
// the server's process tree (what a limit could not reclaim as file cache) is sampled and going
// over it fails the run. `mechanism` says which.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { residentByProcess } from './harness.mjs';

const V1_ROOT = '/sys/fs/cgroup/memory';
const V2_ROOT = '/sys/fs/cgroup';
const SAMPLE_MS = 100;

const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};
/** A counter from a control group's "name value" lines (memory.events, memory.oom_control). */
const counter = (text, name) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? 0);

/** Makes a group under `root` with `settings` written in; null when the kernel refuses. */
function makeGroup(root, settings) {
  const dir = path.join(root, `dsb-limit-${process.pid}-${Date.now()}`);
  try {
    mkdirSync(dir);
  } catch {
    return null;
  }
  for (const [file, value, required] of settings) {
    try {
      writeFileSync(path.join(dir, file), value);
    } catch (error) {
      if (!required) continue; // e.g. swap accounting is off: there is no swap to limit
      rmdirSync(dir);
      console.warn(`Cannot set ${file}: ${error.message}`);
      return null;
    }
  }
  return dir;
}

function v1Group(bytes) {
  if (!existsSync(path.join(V1_ROOT, 'memory.limit_in_bytes'))) return null;
  const dir = makeGroup(V1_ROOT, [
    ['memory.limit_in_bytes', String(bytes), true],
    ['memory.memsw.limit_in_bytes', String(bytes), false],
  ]);
  if (!dir) return null;
  return {
    mechanism: 'cgroup v1 memory.limit_in_bytes',
    dir,
    peakBytes: () => Number(read(path.join(dir, 'memory.max_usage_in_bytes')) || 0),
    oomKills: () => counter(read(path.join(dir, 'memory.oom_control')), 'oom_kill'),
  };
}

function v2Group(bytes) {
  if (!read(path.join(V2_ROOT, 'cgroup.controllers')).split(/\s+/).includes('memory')) return null;
  const dir = makeGroup(V2_ROOT, [
    ['memory.max', String(bytes), true],
    ['memory.swap.max', '0', false],
  ]);
  if (!dir) return null;
  return {
    mechanism: 'cgroup v2 memory.max',
    dir,
    peakBytes: () => Number(read(path.join(dir, 'memory.peak')) || 0),
    oomKills: () => counter(read(path.join(dir, 'memory.events')), 'oom_kill'),
  };
}

/**
 * A limit of `limitMb` for a server about to start. `wrap(argv)` turns its command into one that
 * joins the group before it runs; `watch(pid)` then samples its process tree's resident memory.
 * `report()` gives the figures; `release()` removes the group once the server has exited.
 */
export function memoryLimit(limitMb) {
  const bytes = limitMb * 1024 * 1024;
  const group = v1Group(bytes) ?? v2Group(bytes);
  /** The highest sum of the tree's proportional set sizes (shared pages counted once). */
  let residentPeakMb = 0;
  /** The highest sum of their anonymous shares: what a limit could not take back as file cache. */
  let anonymousPeakMb = 0;
  let atPeak = [];
  let timer = null;
  return {
    mechanism:
      group?.mechanism ??
      `watched: resident memory of the process tree sampled every ${SAMPLE_MS} ms (no control group could be made here)`,
    enforcedByKernel: Boolean(group),
    /** The command, started through a shell that moves itself into the group, then runs it. */
    wrap(argv) {
      if (!group) return argv;
      const procs = path.join(group.dir, 'cgroup.procs');
      return ['/bin/sh', '-c', `echo $$ > '${procs}' && exec "$@"`, 'limited', ...argv];
    },
    watch(pid) {
      const started = performance.now();
      timer = setInterval(() => {
        const processes = residentByProcess(pid);
        const anonymous = processes.reduce((sum, process) => sum + process.anonPss, 0);
        anonymousPeakMb = Math.max(anonymousPeakMb, anonymous);
        const total = processes.reduce((sum, process) => sum + process.pss, 0);
        if (total <= residentPeakMb) return;
        residentPeakMb = total;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        atPeak = processes.map(({ name, pss }) => `${name} ${pss} MB`).concat(`at ${seconds} s`);
      }, SAMPLE_MS);
      timer.unref();
    },
    report() {
      return {
        limitMb,
        mechanism: this.mechanism,
        residentPeakMb,
        anonymousPeakMb,
        atPeak: atPeak.join(', '),
        groupPeakMb: group ? Math.round(group.peakBytes() / 1024 / 1024) : null,
        oomKills: group ? group.oomKills() : 0,
        // With a control group the kernel holds the limit (a page charged elsewhere may show here).
        // Watched only: the anonymous memory, as a real limit would reclaim file pages first.
        overLimit: !group && anonymousPeakMb > limitMb,
      };
    },
    release() {
      clearInterval(timer);
      if (!group) return;
      try {
        rmdirSync(group.dir);
      } catch (error) {
        console.warn(`Could not remove ${group.dir}: ${error.message}`);
      }
    },
  };
}
