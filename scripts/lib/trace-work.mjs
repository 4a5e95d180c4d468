// Where a page load's main-thread time goes, from a Chromium trace (scripts/profile-load.mjs,
// scripts/bench-web.mjs). Lighthouse's "main thread work" is the sum of the page's top-level
// tasks; the same tasks here, split by phase and by the kind of work inside them.

/**
 * The long tasks of a Chromium trace (top-level RunTask events of the page's main thread of
 * at least `min` ms), each with the time of the events directly inside it by kind: script
 * evaluation or a function call (with its file), style, layout, parsing, GC...
 */
export function longTasks(events, url, min = 50) {
  const { nav, onMain } = mainThread(events, url);
  const tasks = onMain.filter((e) => e.name === "RunTask" && e.dur / 1000 >= min);
  return tasks.map((t) => ({
    ts: t.ts,
    dur: t.dur,
    start: (t.ts - nav) / 1000,
    duration: t.dur / 1000,
    kinds: [...taskKinds(onMain, t)].sort((x, y) => y[1] - x[1]),
  }));
}

/** The page's main-thread complete events from its navigation on, and the navigation's time (µs). */
export function mainThread(events, url) {
  const start = events.find((e) => e.name === "navigationStart" && e.args?.data?.documentLoaderURL === url);
  if (!start) throw new Error(`no navigation to ${url} in the trace`);
  const onMain = events
    .filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === "X" && e.ts >= start.ts)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  return { nav: start.ts, onMain };
}

/**
 * Time (ms) of the outermost events inside task `t` by "name file" (their children are part of
 * their time). `time` picks wall time ("dur") or the thread's CPU time ("tdur": what the work
 * cost, without the waits for a CPU that a busy machine adds to the wall time).
 */
function taskKinds(onMain, t, kinds = new Map(), time = "dur") {
  let end = -1; // end of the last outermost event: events inside it are its children
  let inside = 0;
  let lo = 0;
  for (let hi = onMain.length; lo < hi;) {
    const mid = (lo + hi) >> 1;
    if (onMain[mid].ts < t.ts) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < onMain.length; i++) {
    const e = onMain[i];
    if (e.ts >= t.ts + t.dur) break;
    if (e === t || e.name === "RunTask") continue;
    if (e.ts < end) continue;
    end = e.ts + e.dur;
    const spent = e[time] ?? 0;
    inside += spent;
    const file = (e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? "").replace(/^.*\//, "");
    const key = file ? `${e.name} ${file.replace(/-[\w-]{8}\.(js|css)$/, ".$1")}` : e.name;
    kinds.set(key, (kinds.get(key) ?? 0) + spent / 1000);
  }
  // What the task did outside any traced event (the task's own bookkeeping; in wall time, also
  // the waits for a CPU on a busy machine).
  kinds.set("(task)", (kinds.get("(task)") ?? 0) + Math.max(0, (t[time] ?? 0) - inside) / 1000);
  return kinds;
}

/**
 * The whole load's main-thread time (ms): every top-level task from the navigation to the end of
 * the trace, split at FCP and the load event (ms after navigation), and by kind of work.
 */
export function mainThreadWork(events, url, fcp, load, time = "dur") {
  const { nav, onMain } = mainThread(events, url);
  const tasks = onMain.filter((e) => e.name === "RunTask");
  const phases = { beforeFcp: 0, untilLoad: 0, afterLoad: 0 };
  const kinds = new Map();
  for (const t of tasks) {
    const at = (t.ts - nav) / 1000;
    phases[at < fcp ? "beforeFcp" : at < load ? "untilLoad" : "afterLoad"] += (t[time] ?? 0) / 1000;
    taskKinds(onMain, t, kinds, time);
  }
  const total = phases.beforeFcp + phases.untilLoad + phases.afterLoad;
  return { total, tasks: tasks.length, phases, kinds: [...kinds].sort((x, y) => y[1] - x[1]) };
}

/**
 * The load's main-thread work from its trace as Lighthouse counts it (every task of the page's
 * main thread from the navigation), in the thread's CPU time: on a busy machine the wall time
 * Lighthouse reports also holds the waits for a CPU. Null if the trace has no page navigation.
 */
export function cpuWork(events) {
  const start = events.find(
    (e) => e.name === "navigationStart" && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ""),
  );
  if (!start) return null;
  return mainThreadWork(events, start.args.data.documentLoaderURL, Infinity, Infinity, "tdur").total;
}
