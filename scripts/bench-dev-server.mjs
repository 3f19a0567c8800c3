/**
 * The benches' `wrangler dev` (scripts/bench.mjs, scripts/bench-search.mjs): its own process group
 * (npx → wrangler → workerd), its own --persist-to directory, its output in a log file, the
 * production build of React, and killed on every way out. Node built-ins only.
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const ANSWER_WITHIN_MS = 90_000;

/**
 * One wrangler dev on `host:port` over `stateDir`, writing to `logFile` (paths shown relative to
 * `root`). `start(probe)` spawns it and waits until `probe.answered(response)` holds for a request
 * to `probe.path`; it answers the response's status and the seconds it took. The caller handles
 * signals (with `stop`, or `kill` when it cannot wait); on exit it is killed here.
 */
export function benchDevServer({ root, host, port, stateDir, logFile }) {
  const origin = `http://${host}:${port}`;
  let child;
  let exited = false;

  function kill(signal = "SIGTERM") {
    if (!child || exited) return;
    try {
      process.kill(-child.pid, signal); // the whole group: npx → wrangler → workerd
    } catch {
      /* already gone */
    }
  }

  async function stop() {
    if (!child || exited) return;
    kill("SIGTERM");
    for (let i = 0; i < 50 && !exited; i++) await sleep(100);
    if (!exited) kill("SIGKILL");
  }

  async function start({ path: probePath, init = {}, answered, pollMs }) {
    const out = createWriteStream(logFile);
    const args = [
      "wrangler",
      "dev",
      "--ip",
      host,
      "--port",
      String(port),
      "--persist-to",
      stateDir,
      "--show-interactive-dev-session=false",
      // Measure what ships: `wrangler dev` would otherwise bundle React's development server build.
      "--define",
      'process.env.NODE_ENV:"production"',
    ];
    console.log(`$ npx ${args.join(" ")}   (output in ${path.relative(root, logFile)})`);
    child = spawn("npx", args, {
      cwd: root,
      detached: true, // own process group, so the whole tree can be signalled
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "1", FORCE_COLOR: "0" },
    });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
    child.on("exit", () => {
      exited = true;
    });

    const started = performance.now();
    while (performance.now() < started + ANSWER_WITHIN_MS) {
      if (exited) throw new Error(`wrangler dev exited early; see ${logFile}`);
      try {
        const response = await fetch(`${origin}${probePath}`, { ...init, signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        if (answered(response)) return { status: response.status, seconds: (performance.now() - started) / 1000 };
      } catch {
        /* not up yet */
      }
      await sleep(pollMs);
    }
    throw new Error(`wrangler dev did not answer on ${origin}${probePath} within ${ANSWER_WITHIN_MS / 1000} s; see ${logFile}`);
  }

  process.on("exit", () => kill("SIGKILL"));
  return { origin, start, stop, kill };
}
